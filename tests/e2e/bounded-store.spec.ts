import { API, clearFaults, expect, setFault, SSR_APP, test } from './fixtures'

/*
 * The server renderer against a store whose answers are huge or never end: it reads a bounded part
 * of each answer, gives up within its budget and sends the plain shell (the browser then renders
 * the page itself); the next page renders as usual.
 */

for (const [mode, what] of [
  ['giant', 'a 50 MB product list'],
  ['endless', 'a product list that never ends'],
] as const) {
  test(`a store that answers ${what}: the server sends the small shell within its budget, then renders again`, async () => {
    await setFault('/products', mode, { method: 'GET' })
    for (let i = 0; i < 3; i++) {
      const started = Date.now()
      const res = await fetch(`${SSR_APP}/products?category=audio`)
      const html = await res.text()
      expect(res.status).toBe(200)
      // The shell: nothing of the store's answer, no server-rendered app.
      expect(html).not.toContain('data-ssr')
      expect(html).not.toContain('Streamed product')
      expect(html.length).toBeLessThan(300_000)
      expect(res.headers.get('server-timing')).toMatch(/ssr;desc="shell"/)
      expect(Date.now() - started).toBeLessThan(5_000)
    }
    // Each render asks twice (the page, the sub-categories); each read stops at its 4 MB cap, plus what
    // sat in socket buffers: about 7 MB left the store per request, never the whole answer.
    const { faults } = (await (await fetch(`${API}/__faults`)).json()) as { faults: { sent?: number }[] }
    expect(faults[0]!.sent).toBeLessThan(3 * 2 * 10 * 1024 * 1024)
    await clearFaults()
    const again = await (await fetch(`${SSR_APP}/products?category=audio`)).text()
    expect(again).toContain('data-ssr')
  })
}

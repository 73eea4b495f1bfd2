import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path'

/**
 * Spike check, not part of the suites: opens server-rendered pages in Chromium and reports what
 * hydration did. For each path: whether the server's heading node survived hydration (same DOM
 * node, so React kept the markup), console errors (hydration mismatches), CSP violations, and the
 * store API requests the page made after load (the server already sent that data: ideally none).
 * `tsx scripts/ssr-smoke.ts http://localhost:46151 /product/p-smart-wifi-plug /products /`
 */
const args = process.argv.slice(2)
// --shopper: a returning, signed-in shopper with a cart and a wishlist in localStorage.
const shopper = args.includes('--shopper')
const [base = 'http://localhost:46151', ...paths] = args.filter((a) => a !== '--shopper')
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS })
for (const path of paths.length ? paths : ['/product/p-smart-wifi-plug', '/products', '/']) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors: string[] = []
  const api: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)}`)
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message.slice(0, 300)}`))
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) api.push(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  if (shopper)
    await page.addInitScript(() => {
      localStorage.setItem('auth_token', 'token-of-a-signed-in-shopper')
      localStorage.setItem(
        'cart',
        JSON.stringify([{ id: 'p-smart-wifi-plug', name: 'Plug', image: '', price: 899, quantity: 3 }]),
      )
      localStorage.setItem(
        'wishlist',
        JSON.stringify([{ id: 'p-smart-wifi-plug', name: 'Plug', image: '', price: 899 }]),
      )
    })
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[]; longTasks: number[]; cls: number }
    w.cspViolations = []
    w.longTasks = []
    w.cls = 0
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration))),
    ).observe({
      type: 'longtask',
      buffered: true,
    })
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => (w.cls += (e as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
    // Tags the server's first heading before any script runs, to see whether hydration kept it.
    new MutationObserver((_, obs) => {
      const h = document.querySelector('#root[data-ssr] h1')
      if (h) {
        ;(h as HTMLElement).dataset.fromServer = '1'
        obs.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  // --cpu4: a slow phone's CPU (4x slower), for the long-task figures.
  if (process.env.SMOKE_CPU) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SMOKE_CPU) })
  }
  const started = Date.now()
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const result = await page.evaluate(() => ({
    h1: document.querySelector('h1')?.textContent,
    keptServerNode: document.querySelector('h1')?.getAttribute('data-from-server') === '1',
    csp: (window as unknown as { cspViolations: string[] }).cspViolations,
    tsrLeft: 'TSR' in window || '$_TSR' in window,
    longTasks: (window as unknown as { longTasks: number[] }).longTasks,
    cls: (window as unknown as { cls: number }).cls,
    styleTags: document.querySelectorAll('style[data-styled]').length,
    header: document.querySelector('header')?.textContent?.replace(/\s+/g, ' ').slice(-60),
  }))
  // Client-side navigation after hydration: a header link must not reload the document.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.click('header a[href="/products"]')
  await page.waitForURL('**/products')
  const spa = await page.evaluate(() => (window as unknown as { marker?: number }).marker === 1)
  console.log(JSON.stringify({ path, spa, ms: Date.now() - started, ...result, api, errors }, null, 1))
  await context.close()
}
await browser.close()

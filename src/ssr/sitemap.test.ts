// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createSitemaps, robotsTxt, sitemapFiles, storeUrls } from './sitemap'

const API = 'https://api.s.in/api/v1'
const ORIGIN = 'https://s.in'

/** A store of `n` products (ids p1…pn) and two categories; `fail(url)` makes a call fail. */
function fakeStore(n: number, fail: (url: string) => boolean = () => false) {
  const calls: string[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    calls.push(url)
    if (fail(url)) return new Response('{"error":"down"}', { status: 500 })
    if (url.endsWith('/storeInfo')) return Response.json({ categories: ['TV & Audio', 'Cables', 7] })
    const u = new URL(url)
    const page = Number(u.searchParams.get('page'))
    const limit = Number(u.searchParams.get('limit'))
    const ids = Array.from({ length: n }, (_, i) => `p${i + 1}`).slice((page - 1) * limit, page * limit)
    return Response.json({ data: ids.map((id) => ({ id })), count: n })
  })
  return { fetch: fetchFn as unknown as typeof fetch, calls }
}

describe('storeUrls', () => {
  it('lists home, the listing, each category and every product, paging through the store', async () => {
    const store = fakeStore(250)
    const urls = await storeUrls(API, ORIGIN, store.fetch)
    expect(urls.slice(0, 4)).toEqual([
      'https://s.in/',
      'https://s.in/products',
      'https://s.in/products?category=tv%20%26%20audio',
      'https://s.in/products?category=cables',
    ])
    expect(urls.filter((u) => u.includes('/product/'))).toHaveLength(250)
    expect(store.calls.filter((c) => c.includes('/products?'))).toHaveLength(3)
  })

  it('throws when any page fails: never a partial list', async () => {
    await expect(storeUrls(API, ORIGIN, fakeStore(250, (u) => u.includes('page=2')).fetch)).rejects.toThrow()
  })
})

describe('sitemapFiles', () => {
  it('writes one urlset up to the limit, escaped', () => {
    const files = sitemapFiles([`${ORIGIN}/products?a=1&b=2`], ORIGIN, 2)
    expect([...files.keys()]).toEqual(['/sitemap.xml'])
    expect(files.get('/sitemap.xml')).toContain('<loc>https://s.in/products?a=1&amp;b=2</loc>')
  })

  it('splits past the limit into files under an index', () => {
    const urls = Array.from({ length: 5 }, (_, i) => `${ORIGIN}/product/p${i}`)
    const files = sitemapFiles(urls, ORIGIN, 2)
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap.xml'])
    expect(files.get('/sitemap.xml')).toContain('<sitemapindex')
    expect(files.get('/sitemap.xml')).toContain('<loc>https://s.in/sitemap-3.xml</loc>')
    expect(files.get('/sitemap-3.xml')?.match(/<url>/g)).toHaveLength(1)
  })
})

describe('createSitemaps', () => {
  it('keeps a sitemap an hour, then reads the store again', async () => {
    let now = 0
    const store = fakeStore(3)
    const answer = createSitemaps({ apiBase: () => API, fetch: store.fetch, now: () => now })
    const first = await answer('/sitemap.xml', ORIGIN)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await first.text()).match(/<url>/g)).toHaveLength(2 + 2 + 3)
    now = 3_599_000
    await answer('/sitemap.xml', ORIGIN)
    expect(store.calls.filter((c) => c.endsWith('/storeInfo'))).toHaveLength(1)
    now = 3_600_000
    await answer('/sitemap.xml', ORIGIN)
    expect(store.calls.filter((c) => c.endsWith('/storeInfo'))).toHaveLength(2)
  })

  it('gives the last good sitemap when the store fails, else 503', async () => {
    let now = 0
    let down = false
    const store = fakeStore(3, () => down)
    const answer = createSitemaps({ apiBase: () => API, fetch: store.fetch, now: () => now })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    down = true
    const none = await answer('/sitemap.xml', ORIGIN)
    expect(none.status).toBe(503)
    down = false
    const good = await (await answer('/sitemap.xml', ORIGIN)).text()
    down = true
    now = 7_200_000
    const stale = await answer('/sitemap.xml', ORIGIN)
    expect(stale.status).toBe(200)
    expect(await stale.text()).toBe(good)
    expect((await answer('/sitemap-9.xml', ORIGIN)).status).toBe(404)
    error.mockRestore()
  })
})

describe('robotsTxt', () => {
  it('names the sitemap and keeps robots out of the shopper pages', () => {
    const robots = robotsTxt(ORIGIN)
    for (const path of ['/account', '/orders', '/checkout', '/payment']) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toContain('Sitemap: https://s.in/sitemap.xml')
  })
})

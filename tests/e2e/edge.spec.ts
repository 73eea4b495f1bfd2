import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { EdgeEnv } from '../../src/entry-edge'
import { HOME_GUARD_HASH } from '../../src/ssr/home-guard'
import { API, clearFaults, expect, setFault, test } from './fixtures'
import { fakeAssets, type FakeAssets } from './fake-assets'
import { edgeBundle } from './edge-bundle'
import { WORKER } from './servers'

/*
 * The edge build (`npm run build:worker`, the Worker half of `npm run build:edge`) of the one
 * browser build (tests/e2e/edge-bundle.ts), loaded under Node and called as Cloudflare
 * calls a Worker: `fetch(request, env)` with a stand-in for the static assets binding serving the
 * build (tests/e2e/fake-assets.ts) and STORE_API_URL pointing at this worker's reference API.
 */
const PRODUCT = 'p-smart-wifi-plug'
const SITE = 'http://localhost:8788'
let bundle: string
let worker: { fetch(request: Request, env: EdgeEnv): Promise<Response> }
let assets: FakeAssets
/** The bindings of a deployment with this worker's store. */
let env: EdgeEnv

// One warmed-up Worker for the file's quick tests: they run in one Playwright worker, in order.
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  bundle = edgeBundle()
  // The ssr spec sets the Node server's STORE_API_URL in this process: the Worker must not need it.
  delete process.env.STORE_API_URL
  worker = ((await import(pathToFileURL(bundle).href)) as { default: typeof worker }).default
  assets = fakeAssets(resolve(WORKER.dist))
  env = { ASSETS: assets, STORE_API_URL: `http://localhost:${WORKER.apiPort}/api/v1` }
  // The first render of each kind loads and compiles the app's modules, as a new isolate would.
  for (const path of ['/', '/products', `/product/${PRODUCT}`]) await get(path, { ...env, SSR_TIMEOUT_MS: '5000' })
})

/** A GET of `path` on the deployed site, as a browser navigation. */
function get(path: string, bindings: EdgeEnv = env): Promise<Response> {
  return worker.fetch(new Request(`${SITE}${path}`, { headers: { 'Sec-Fetch-Mode': 'navigate' } }), bindings)
}

test('the bundle is one ES module for Workers: no Node import, no development or Node build of React', () => {
  expect(readdirSync(resolve(bundle, '..'))).toEqual(['entry-edge.js'])
  const code = readFileSync(bundle, 'utf8')
  expect(code).not.toMatch(/\bfrom\s*["'`]node:|\bimport\s*\(\s*["'`]node:|\brequire\(\s*["'`]node:/)
  expect(code).not.toMatch(/^import\s/m)
  // One string each from React's development build, react-dom/server's, and its Node renderer.
  for (const marker of [
    'forwardRef render functions accept exactly two parameters',
    'Each child in a list should have a unique',
    'renderToPipeableStream',
  ])
    expect(code, marker).not.toContain(marker)
  console.log(
    `edge bundle: ${(code.length / 1024).toFixed(0)} KB, ${(gzipSync(code).length / 1024).toFixed(0)} KB gzip`,
  )
})

test("a product page is rendered with the product's name, under a CSP with the page's own nonce", async () => {
  const name = ((await (await fetch(`${API}/products/${PRODUCT}`)).json()) as { title: string }).title
  // A generous data budget: this checks the page, the slow-store test below checks the budget.
  const res = await get(`/product/${PRODUCT}`, { ...env, SSR_TIMEOUT_MS: '3000' })
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toContain('<div id="root" data-ssr>')
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`))
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('link')).toMatch(/rel=preload; as=image; fetchpriority=high/)
  // The page was rendered, not read from the assets.
  expect(assets.requests).not.toContain(`/product/${PRODUCT}`)
})

test('robots.txt and the sitemap come from the Worker, the sitemap from the store; a store that fails gives 503', async () => {
  const robots = await get('/robots.txt')
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  const failing = { ...env, STORE_API_URL: `http://localhost:${WORKER.apiPort}/api/v1/nothing-here` }
  expect((await get('/sitemap.xml', failing)).status).toBe(503)
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.headers.get('content-type')).toContain('application/xml')
  expect(await sitemap.text()).toContain(`<loc>${SITE}/product/${PRODUCT}</loc>`)
})

test('a path the Worker does not render is answered by the assets, with the _headers rules', async () => {
  assets.requests.length = 0
  const res = await get('/cart')
  // No file is /cart: the page load gets the route-neutral shell, never home's prerendered page.
  expect(assets.requests).toEqual(['/cart', '/shell'])
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toBe(readFileSync(resolve(WORKER.dist, 'shell.html'), 'utf8'))
  // With the Node static server's preloads: the store's connection, store info, config.json, and the
  // entry before the cart route's chunks.
  const link = res.headers.get('link') ?? ''
  expect(link).toContain(`<http://localhost:${WORKER.apiPort}>; rel=preconnect`)
  expect(link).toContain(`<${env.STORE_API_URL}/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials`)
  expect(link).toContain('</config.json>; rel=preload; as=fetch; crossorigin')
  const modules = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]!)
  expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  expect(modules.some((file) => /^\/assets\/cart-[\w-]+\.js$/.test(file))).toBe(true)
  const login = await get('/login')
  expect(await login.text()).toBe(readFileSync(resolve(WORKER.dist, 'login.html'), 'utf8'))
  const missingChunk = await worker.fetch(new Request(`${SITE}/assets/gone-1234.js`), env)
  expect(missingChunk.status).toBe(404)
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${HOME_GUARD_HASH};`)
  expect(res.headers.get('cache-control')).toBe('no-cache')
  const sw = await worker.fetch(new Request(`${SITE}/sw.js`), env)
  expect(await sw.text()).toBe(readFileSync(resolve(WORKER.dist, 'sw.js'), 'utf8'))
  expect(sw.headers.get('cache-control')).toBe('no-cache')
  expect(sw.headers.get('link')).toBeNull()
})

test("a 5 s store delay gets the shell from the assets at once, not home's prerendered page", async () => {
  await setFault('*', 'delay', { ms: 5000 })
  assets.requests.length = 0
  const started = Date.now()
  const res = await get(`/product/${PRODUCT}`)
  const html = await res.text()
  const wall = Date.now() - started
  // The Worker's own time to the shell is what the budget bounds; the wall clock also holds this
  // process's scheduling, and must still be far from the store's 5 s.
  const serverMs = Number(/^ssr;desc="shell";dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1])
  expect(serverMs, `Worker ${serverMs} ms, wall clock ${wall} ms`).toBeLessThan(1000)
  expect(wall, `Worker ${serverMs} ms, wall clock ${wall} ms`).toBeLessThan(3000)
  expect(assets.requests).toEqual([`/product/${PRODUCT}`, '/shell'])
  expect(html).toBe(readFileSync(resolve(WORKER.dist, 'shell.html'), 'utf8'))
})

test('a failing store, or a STORE_API_URL that is not the store, gets the shell', async () => {
  await setFault('/products', '500')
  expect(await (await get(`/product/${PRODUCT}`)).text()).not.toContain('data-ssr')
  await clearFaults()
  // Nothing listens on port 9: a page rendered here, or none rendered just after with the store's
  // own URL, would mean the Worker took its store from somewhere other than the binding.
  const elsewhere = await get(`/product/${PRODUCT}`, { ...env, STORE_API_URL: 'http://127.0.0.1:9/api/v1' })
  expect(await elsewhere.text()).not.toContain('data-ssr')
  expect(await (await get(`/product/${PRODUCT}`, { ...env, SSR_TIMEOUT_MS: '3000' })).text()).toContain('data-ssr')
})

test("a store slower than the head wait: the head goes ahead, then the page; past the budget, home's own page from the assets", async () => {
  await setFault('/storeInfo', 'delay', { ms: 250 })
  const streamed = await get('/')
  expect(streamed.headers.get('server-timing')).toMatch(/^ssr;desc="head"/)
  expect(await streamed.text()).toMatch(/<\/head>[\s\S]*<style[^>]*data-styled[^>]*>[\s\S]*<div id="root" data-ssr>/)
  await setFault('/storeInfo', 'delay', { ms: 5000 })
  assets.requests.length = 0
  const late = await get('/')
  expect(late.headers.get('server-timing')).toMatch(/^ssr;desc="head"/)
  const html = await late.text()
  expect(html).not.toContain('data-ssr')
  expect(html).toMatch(/<div id="root">[\s\S]*<h1[^>]*>Enhance Your Digital Experience<\/h1>/)
  expect(assets.requests).toEqual(['/'])
})

import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Miniflare, Response as WorkerdResponse, type Request as WorkerdRequest } from 'miniflare'
import { API, expect, test } from './fixtures'
import { HOME_GUARD_HASH } from '../../src/ssr/home-guard'
import { fakeAssets } from './fake-assets'
import { edgeBundle } from './edge-bundle'
import { WORKER } from './servers'

/*
 * The edge Worker in workerd, the runtime Cloudflare runs it in (through Miniflare, its local
 * simulator): the bundle `npm run build:worker` makes of the one build (tests/e2e/edge-bundle.ts),
 * with STORE_API_URL pointing at this worker's reference API. The static assets binding is the Node
 * stand-in of the platform's asset server (tests/e2e/fake-assets.ts), reached from workerd as a
 * service binding. A smoke test: each kind of answer once, with its CSP and cache headers.
 */
const PRODUCT = 'p-smart-wifi-plug'
const SITE = 'http://localhost:8788'
let mf: Miniflare

// One workerd for the file's quick tests: they run in one Playwright worker, in order.
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const bundle = edgeBundle()
  // The deployment's `_headers`, with this worker's store in its CSP, as `npm run build:worker` writes them for a store.
  execFileSync('npx', ['tsx', 'scripts/cloudflare-headers.ts', '--dir', WORKER.dist], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STORE_API_URL: WORKER.apiBase },
  })
  const assets = fakeAssets(resolve(WORKER.dist))
  mf = new Miniflare({
    modules: true,
    scriptPath: bundle,
    compatibilityDate: '2026-07-01',
    bindings: { STORE_API_URL: WORKER.apiBase, SSR_TIMEOUT_MS: '3000' },
    serviceBindings: {
      // Miniflare's own Request and Response classes on its side of the binding.
      ASSETS: async (request: WorkerdRequest) => {
        const res = await assets.fetch(
          new Request(request.url, { method: request.method, headers: [...request.headers] }),
        )
        return new WorkerdResponse(await res.arrayBuffer(), { status: res.status, headers: [...res.headers] })
      },
    },
  })
  await mf.ready
})
test.afterAll(async () => {
  await mf?.dispose()
})

/** A GET of `path` on the deployed site, as a browser navigation unless `navigate` is false. */
async function get(path: string, navigate = true) {
  const res = await mf.dispatchFetch(`${SITE}${path}`, { headers: navigate ? { 'Sec-Fetch-Mode': 'navigate' } : {} })
  return { res, body: await res.text() }
}

/** The nonce the page's CSP allows, checked against the page's own meta. */
function expectNoncedCsp(res: { headers: Headers }, html: string) {
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1]
  expect(nonce).toBeTruthy()
  const csp = res.headers.get('content-security-policy')!
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
  expect(csp).toContain(`connect-src 'self' ${new URL(WORKER.apiBase).origin}`)
  expect(csp).toContain("frame-ancestors 'none'")
}

test('home and a product page are rendered in workerd from the store, under a nonce CSP, never cached', async () => {
  const name = ((await (await fetch(`${API}/products/${PRODUCT}`)).json()) as { title: string }).title
  for (const path of ['/', `/product/${PRODUCT}`]) {
    const { res, body } = await get(path)
    expect(res.status, path).toBe(200)
    expect(body, path).toContain('<div id="root" data-ssr>')
    expect(body, path).toContain(`{"apiBase":"${WORKER.apiBase}"}`)
    expect(res.headers.get('cache-control'), path).toBe('no-store')
    expectNoncedCsp(res, body)
    if (path !== '/') expect(body).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`))
  }
})

test('an unknown product is a rendered 404 page', async () => {
  const { res, body } = await get('/product/no-such-product')
  expect(res.status).toBe(404)
  expect(body).toContain('Product Not Found')
  expectNoncedCsp(res, body)
})

test('the cart (not rendered) gets the shell, a policy page its prerendered file, both with the _headers rules', async () => {
  const cart = await get('/cart')
  expect(cart.res.status).toBe(200)
  expect(cart.body).toBe(readFileSync(resolve(WORKER.dist, 'shell.html'), 'utf8'))
  const policy = await get('/privacy')
  expect(policy.res.status).toBe(200)
  expect(policy.body).toBe(readFileSync(resolve(WORKER.dist, 'privacy.html'), 'utf8'))
  for (const { res } of [cart, policy]) {
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${HOME_GUARD_HASH};`)
    expect(res.headers.get('content-security-policy')).toContain(new URL(WORKER.apiBase).origin)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  }
})

test('a static asset is served immutable; a missing one is a 404; the store configuration comes from the Worker', async () => {
  const chunk = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(
    readFileSync(resolve(WORKER.dist, 'shell.html'), 'utf8'),
  )![1]!
  const asset = await get(chunk, false)
  expect(asset.res.status).toBe(200)
  expect(asset.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect((await get('/assets/gone-1234.js', false)).res.status).toBe(404)
  const config = await get('/config.json', false)
  expect(JSON.parse(config.body)).toEqual({ apiBase: WORKER.apiBase })
  expect(config.res.headers.get('cache-control')).toBe('no-cache')
})

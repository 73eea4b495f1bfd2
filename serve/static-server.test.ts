// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControlFor, resolveRequestPath, startStaticServer, type RunningStaticServer } from './static-server'
import { precompressBuild } from '../scripts/vite-precompress'

// A fake build next to a secret file that must never be served.
const top = mkdtempSync(join(tmpdir(), 'static-'))
const root = join(top, 'dist')
mkdirSync(join(root, 'assets'), { recursive: true })
mkdirSync(join(root, '.vite'))
const page = (h1: string) =>
  `<!doctype html><html><head><title>Shop</title></head><body><main><h1>${h1}</h1></main>${'<p>shop</p>'.repeat(100)}</body></html>`
// Home's prerendered page, another prerendered page, and the route-neutral shell.
const indexHtml = page('Hero')
const loginHtml = page('Sign in')
const shellHtml = page('')
writeFileSync(join(root, 'index.html'), indexHtml)
writeFileSync(join(root, 'login.html'), loginHtml)
writeFileSync(join(root, 'shell.html'), shellHtml)
writeFileSync(join(root, 'assets', 'index-abc.js'), `export const x = ${JSON.stringify('y'.repeat(2000))}\n`)
writeFileSync(join(root, 'sw.js'), 'self.x=1')
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Shop"}')
writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
writeFileSync(
  join(root, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true },
    'src/routes/_main/cart.tsx?tsr-split=component': { file: 'assets/cart-1.js', imports: ['index.html', '_p.js'] },
    '_p.js': { file: 'assets/panel-2.js' },
  }),
)
writeFileSync(join(root, 'config.json'), '{"apiBase":"http://localhost:9999/api/v1"}')
writeFileSync(join(top, 'package.json'), '{"secret":true}')

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw HTTP request: node's client sends the path as written (no `..` clean-up, unlike fetch). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })
}

let server: RunningStaticServer
beforeAll(async () => {
  // The build writes the .br / .gz copies the server sends; this fake build gets them the same way.
  await precompressBuild(root)
  server = await startStaticServer({ root, port: 0 })
})
afterAll(() => server.close())

describe('static server', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
  })

  it('falls back to the route-neutral shell.html, never the home page, for client routes', async () => {
    // `/index` and `/shell` are no pages of their own: never home's page under another name.
    for (const path of ['/products', '/product/p-1', '/orders/abc?x=1', '/cart', '/wishlist', '/index', '/shell']) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body.toString()).toBe(shellHtml)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves a prerendered page at its clean URL (/login → login.html)', async () => {
    for (const path of ['/login', '/login/', '/login?redirect=%2Fcheckout']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body.toString()).toBe(loginHtml)
    }
    expect((await get('/login')).headers.etag).not.toBe((await get('/cart')).headers.etag)
  })

  it('keeps the home static view on / and /index.html (the copy the service worker precaches)', async () => {
    expect((await get('/')).body.toString()).toBe(indexHtml)
    expect((await get('/index.html?__WB_REVISION__=1')).body.toString()).toBe(indexHtml)
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(
      (await get('/cart', { 'accept-encoding': 'gzip' })).headers.etag,
    )
  })

  it('answers 404 for a missing file rather than the app', async () => {
    const res = await get('/assets/missing-123.js')
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain('<html')
  })

  it('serves the app for a client route with a dot in it (a product id like hdmi-2.1-cable)', async () => {
    const app = shellHtml
    for (const path of [
      '/product/hdmi-2.1-cable',
      '/product/v1.0',
      '/products?category=a.b',
      '/product/usb-c.3.2?ref=x.y',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body.toString()).toBe(app)
    }
    expect((await get('/product/hdmi-2.1-cable')).headers.link).toContain(
      '/api/v1/products/hdmi-2.1-cable>; rel=preload',
    )
  })

  it('serves the app to a browser navigation even when the path looks like a file, except under /assets', async () => {
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' }
    const page = await get('/product/poster.png', navigate)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers.vary).toBe('Sec-Fetch-Mode, Accept-Encoding')
    expect((await get('/product/poster.png')).headers.vary).toBe('Sec-Fetch-Mode')
    // A script, style or image asking for a missing file gets a 404, not HTML.
    for (const path of ['/product/poster.png', '/nope.js', '/missing.css', '/icons/x.svg']) {
      expect((await get(path, { 'sec-fetch-dest': 'image' })).status, path).toBe(404)
    }
    // Build output is never a client route: a stale chunk name must fail visibly.
    for (const path of ['/assets/nope.js', '/assets/old-route', '/assets/img/x']) {
      const res = await get(path, navigate)
      expect(res.status, path).toBe(404)
      expect(res.body.toString()).not.toContain('<html')
    }
  })

  it.each([
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/assets/../../package.json',
    '/.vite/manifest.json',
    '/..\\package.json',
    '/%00',
  ])('refuses %s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain('secret')
  })

  it('sends the CSP and other security headers on every answer, with the API origin of its config.json', async () => {
    for (const path of ['/', '/assets/index-abc.js', '/nope.js']) {
      const res = await get(path)
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("connect-src 'self' http://localhost:9999")
      expect(csp).toContain("img-src 'self' http://localhost:9999 data: blob:")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  it('caches hashed assets forever and revalidates the rest', async () => {
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/', '/sw.js', '/manifest.webmanifest', '/logo.svg']) {
      expect((await get(path)).headers['cache-control']).toBe('no-cache')
    }
  })

  it('compresses text with brotli or gzip as the client accepts, and not images', async () => {
    const br = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toContain('export const x')
    expect(br.body.length).toBeLessThan(200)
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(indexHtml)
    expect(gz.headers.vary).toBe('Accept-Encoding')
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect((await get('/icon.png', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined()
  })

  it('never sends a compressed copy of older content than its file (a file replaced after the build)', async () => {
    const file = join(root, 'hotfix.js')
    writeFileSync(file, `self.v = ${JSON.stringify('1'.repeat(1000))}\n`)
    await precompressBuild(root)
    expect((await get('/hotfix.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br')
    writeFileSync(file, `self.v = ${JSON.stringify('2'.repeat(1000))}\n`)
    const res = await get('/hotfix.js', { 'accept-encoding': 'gzip, br' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toContain('2222')
    expect(res.headers.vary).toBeUndefined()
  })

  it('keeps the compressed copies of a deploy by plain copy, whatever their times', async () => {
    const file = join(root, 'copied.js')
    writeFileSync(file, `self.v = ${JSON.stringify('3'.repeat(1000))}\n`)
    await precompressBuild(root)
    // `cp -r` without -p: every file gets the time it was copied at, copies possibly before their file.
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    const res = await get('/copied.js', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toContain('3333')
  })

  it('answers HEAD like GET, without a body', async () => {
    const got = await get('/assets/index-abc.js', { 'accept-encoding': 'br' })
    const head = await get('/assets/index-abc.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary'])
      expect(head.headers[name], name).toBe(got.headers[name])
  })

  it('answers 304 to a matching If-None-Match and 405 to other methods', async () => {
    const first = await get('/sw.js')
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect((await get('/', {}, 'POST')).status).toBe(405)
  })

  it('adds preconnect, store-info and config.json preload Link headers to the HTML', async () => {
    expect((await get('/')).headers.link).toBe(
      '<http://localhost:9999>; rel=preconnect, <http://localhost:9999/api/v1/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials, </config.json>; rel=preload; as=fetch; crossorigin',
    )
    // Not on the copy the service worker precaches.
    expect((await get('/index.html?__WB_REVISION__=abc')).headers.link).toBe('<http://localhost:9999>; rel=preconnect')
    expect((await get('/assets/index-abc.js')).headers.link).toBeUndefined()
  })

  it("also preloads a product page's own API call", async () => {
    expect((await get('/product/p%20tv-1')).headers.link).toBe(
      '<http://localhost:9999>; rel=preconnect, <http://localhost:9999/api/v1/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials, </config.json>; rel=preload; as=fetch; crossorigin, <http://localhost:9999/api/v1/products/p%20tv-1>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
    expect((await get('/products?category=audio')).headers.link).not.toContain('/products?')
  })

  it("preloads the page route's chunks from the build manifest, which the entry would ask for only once it has run", async () => {
    expect((await get('/cart')).headers.link).toContain(
      '</assets/index-abc.js>; rel=modulepreload, </assets/cart-1.js>; rel=modulepreload, </assets/panel-2.js>; rel=modulepreload',
    )
    expect((await get('/')).headers.link).not.toContain('modulepreload')
    expect((await get('/index.html?__WB_REVISION__=abc')).headers.link).not.toContain('modulepreload')
    // A file asked for by name is no route, even where a route's `$param` would match its name.
    expect((await get('/shell.html')).headers.link).not.toContain('modulepreload')
  })

  it('preloads the chunks of the build being served after a deploy replaced the folder in place', async () => {
    const manifestFile = join(root, '.vite', 'manifest.json')
    const before = readFileSync(manifestFile, 'utf8')
    try {
      writeFileSync(
        manifestFile,
        JSON.stringify({
          'index.html': { file: 'assets/index-new.js', isEntry: true },
          'src/routes/_main/cart.tsx?tsr-split=component': { file: 'assets/cart-new.js', imports: ['index.html'] },
        }),
      )
      const link = String((await get('/cart')).headers.link)
      expect(link).toContain('</assets/index-new.js>; rel=modulepreload, </assets/cart-new.js>; rel=modulepreload')
      expect(link).not.toContain('cart-1.js')
    } finally {
      writeFileSync(manifestFile, before)
    }
  })
})

describe('static server with a store API of its own (one build, any store)', () => {
  it('answers /config.json with it, and names it in the CSP and the preloads, whatever the folder says', async () => {
    const own = await startStaticServer({ root, port: 0, apiBase: 'https://api.other.in/api/v1' })
    try {
      const config = await fetch(`${own.url}/config.json`)
      expect(config.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(config.headers.get('cache-control')).toBe('no-cache')
      expect(await config.json()).toEqual({ apiBase: 'https://api.other.in/api/v1' })
      const home = await fetch(`${own.url}/`)
      expect(home.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.other.in")
      expect(home.headers.get('link')).toContain('<https://api.other.in/api/v1/storeInfo>; rel=preload')
    } finally {
      await own.close()
    }
  })

  it('hands the default rule on as null: the CSP then follows the Host', async () => {
    const own = await startStaticServer({ root, port: 0, apiBase: null })
    try {
      expect(await (await fetch(`${own.url}/config.json`)).json()).toEqual({ apiBase: null })
      const home = await fetch(`${own.url}/`)
      expect(home.headers.get('content-security-policy')).toContain("connect-src 'self' http://localhost:8044")
    } finally {
      await own.close()
    }
  })
})

describe('resolveRequestPath', () => {
  it('keeps paths inside the root', () => {
    expect(resolveRequestPath(root, '/assets/index-abc.js')).toBe(join(root, 'assets', 'index-abc.js'))
    expect(resolveRequestPath(root, '/a%20b.png')).toBe(join(root, 'a b.png'))
    expect(resolveRequestPath(root, '/%E0%A4')).toBeNull()
    expect(resolveRequestPath(root, '/../../etc/passwd')).toBeNull()
  })
})

describe('helpers', () => {
  it('gives immutable caching only to /assets', () => {
    expect(cacheControlFor('/assets/x.js')).toContain('immutable')
    expect(cacheControlFor('/index.html')).toBe('no-cache')
  })
})

describe('a build that leaves the API origin to the page (api.<host>)', () => {
  let open: RunningStaticServer
  beforeAll(async () => {
    open = await startStaticServer({ root, port: 0, apiBase: null })
  })
  afterAll(() => open.close())
  const at = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port: open.port, path, headers }, (res) => {
        res.resume()
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }))
      })
      req.on('error', fail)
      req.end()
    })

  it('names Host and X-Forwarded-Proto in Vary, since the CSP and Link headers follow them', async () => {
    const a = await at('/', { host: 'shop-a.example', 'x-forwarded-proto': 'https', 'accept-encoding': 'br' })
    const b = await at('/', { host: 'shop-b.example' })
    expect(a.headers['content-security-policy']).toContain('https://api.shop-a.example')
    expect(b.headers['content-security-policy']).toContain('http://api.shop-b.example')
    expect(String(a.headers.link)).toContain('https://api.shop-a.example')
    expect(a.headers.vary).toBe('Accept-Encoding, Host, X-Forwarded-Proto')
    expect(b.headers.vary).toBe('Accept-Encoding, Host, X-Forwarded-Proto')
    expect((await at('/sw.js', { host: 'shop-a.example' })).headers.vary).toBe('Host, X-Forwarded-Proto')
  })
})

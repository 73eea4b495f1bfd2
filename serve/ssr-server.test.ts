// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RenderedPage } from '../src/entry-renderer'
import { prepareTemplate, NONCE_SLOT } from '../src/ssr/template'
import { HOME_GUARD_HASH } from '../src/ssr/home-guard'
import { createSsrApp, pickEncoding, type Renderer } from './ssr-server'

// A fake build: home's prerendered page (index.html), the route-neutral shell, the template the
// build kept (index.html before home filled it), one hashed asset and the manifest naming the
// product route's chunk.
const root = mkdtempSync(join(tmpdir(), 'ssr-'))
mkdirSync(join(root, 'assets'))
mkdirSync(join(root, '.vite'))
const page = (head: string, app: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><title>Shop</title>${head}</head><body><div id="root"><!--app-->${app}<!--/app--></div></body></html>`
writeFileSync(join(root, 'index.html'), page('<style data-styled="home">.hero{}</style>', '<h1>Hero</h1>'))
writeFileSync(
  join(root, 'shell.html'),
  page('<style data-styled="shell">.s{}</style>', '<main aria-busy="true"></main>'),
)
writeFileSync(join(root, '.vite', 'index.template.html'), page('', '<div id="shell-header">Neutral</div>'))
writeFileSync(join(root, 'assets', 'product-a.js'), 'export {}')
writeFileSync(
  join(root, '.vite', 'manifest.json'),
  JSON.stringify({ 'src/routes/_main/product.$id.tsx?tsr-split=component': { file: 'assets/product-a.js' } }),
)
writeFileSync(join(root, 'config.json'), '{"apiBase":"http://api.test/api/v1"}')

/** What the fake renderer does for the next request: a page, its head ahead of it, a hang, or a throw. */
let next: 'page' | 'stream' | 'hang' | 'throw' = 'page'
/** Sends the rest of a streamed page. */
let release: (rest: string) => void = () => undefined
let seenNonce = ''
const renderer: Renderer = {
  prepareTemplate,
  NONCE_SLOT,
  renderPage: (request, { nonce, template }) => {
    seenNonce = nonce
    if (next === 'hang') return new Promise(() => undefined)
    if (next === 'throw') return Promise.resolve(null)
    if (next === 'stream')
      return Promise.resolve({
        status: 200,
        head: '<!DOCTYPE html><html><head><title>Shop</title></head><body>',
        rest: new Promise<string>((resolve) => (release = resolve)),
        routeIds: [],
      })
    const page: RenderedPage = {
      status: request.url.endsWith('/gone') ? 404 : 200,
      html: template.replace('<div id="root">', '<div id="root" data-ssr><h1>Plug</h1>'),
      lcpImage: { src: 'http://api.test/images/plug.svg' },
      routeIds: ['__root__', '/_main', '/_main/product/$id'],
      timings: { data: 1, render: 1 },
      styles: '',
    }
    return Promise.resolve(page)
  },
}

let base = ''
let close = () => undefined as void
beforeAll(async () => {
  const { app } = createSsrApp({ dir: root, renderer, timeoutMs: 300 })
  await new Promise<void>((ready) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`
      ready()
    })
    close = () => void server.close()
  })
})
afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

describe('the server-rendering app', () => {
  it('sends a rendered page uncached, under a CSP with its nonce, preloading its image (its code comes after the paint)', async () => {
    next = 'page'
    const res = await fetch(`${base}/product/plug`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${seenNonce}" />`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${seenNonce}'`)
    expect(res.headers.get('link')).toBe('<http://api.test/images/plug.svg>; rel=preload; as=image; fetchpriority=high')
  })

  it("renders into the build's neutral template, never into home's prerendered page", async () => {
    next = 'page'
    for (const path of ['/', '/product/plug']) {
      const html = await (await fetch(`${base}${path}`)).text()
      expect(html, path).toContain('<div id="root" data-ssr><h1>Plug</h1>')
      expect(html, path).not.toContain('Hero')
      expect(html, path).not.toContain('data-styled="home"')
    }
  })

  it.each(['br', 'gzip', 'identity'])(
    'sends the head of a streamed page (%s) before its rest is ready, then the rest',
    async (encoding) => {
      next = 'stream'
      const res = await fetch(`${base}/`, { headers: { 'accept-encoding': encoding } })
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      let text = ''
      while (!text.endsWith('<body>')) text += (await reader.read()).value
      expect(text).toBe('<!DOCTYPE html><html><head><title>Shop</title></head><body>')
      release('<div id="root" data-ssr><h1>Plug</h1></div></body></html>')
      for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value
      expect(text).toBe(
        '<!DOCTYPE html><html><head><title>Shop</title></head><body><div id="root" data-ssr><h1>Plug</h1></div></body></html>',
      )
    },
  )

  it('a shopper who leaves after the head of a compressed streamed page: no error, and the server goes on', async () => {
    next = 'stream'
    const leave = new AbortController()
    const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' }, signal: leave.signal })
    await res.body!.getReader().read()
    leave.abort()
    await new Promise((done) => setTimeout(done, 50))
    release('<div id="root" data-ssr><h1>Plug</h1></div></body></html>')
    await new Promise((done) => setTimeout(done, 50))
    next = 'page'
    expect((await fetch(`${base}/product/plug`)).status).toBe(200)
  })

  it('keeps the status of a not-found page', async () => {
    next = 'page'
    expect((await fetch(`${base}/product/gone`)).status).toBe(404)
  })

  it('gives each response its own nonce', async () => {
    next = 'page'
    await fetch(`${base}/`)
    const first = seenNonce
    await fetch(`${base}/`)
    expect(seenNonce).not.toBe(first)
  })

  it.each(['hang', 'throw'] as const)(
    'sends the plain shell in time when the render does not come (%s)',
    async (mode) => {
      next = mode
      const started = Date.now()
      const res = await fetch(`${base}/product/plug`)
      expect(Date.now() - started).toBeLessThan(1000)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).not.toContain('data-ssr')
      // The shell of a product page never shows the home page's hero.
      expect(html).not.toContain('Hero')
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${HOME_GUARD_HASH};`)
    },
  )

  it("falls back to what the static server sends for the path: home's prerendered page, else shell.html", async () => {
    next = 'throw'
    const shell = page('<style data-styled="shell">.s{}</style>', '<main aria-busy="true"></main>')
    for (const path of ['/products', '/products?category=audio', '/product/plug'])
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe(shell)
    expect(await (await fetch(`${base}/`)).text()).toContain('<h1>Hero</h1>')
  })

  it('serves files as the static server does, and the app for other paths', async () => {
    const asset = await fetch(`${base}/assets/product-a.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const cart = await fetch(`${base}/cart`)
    expect(await cart.text()).toContain('data-styled="shell"')
    // The template is the server's, not a page: nobody is served it.
    expect((await fetch(`${base}/.vite/index.template.html`)).status).toBe(404)
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
  })
})

describe('pickEncoding', () => {
  it('picks brotli over gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('*')).toBe('br')
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RenderedPage } from './render-page'
import { createHtmlApp, newNonce, type Renderer } from './html-app'
import { NONCE_SLOT, prepareTemplate } from './template'

// The runtime-neutral app with a Web-only shell, as a Worker runs it: no Node request or response.
const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>'

/** The fake renderer's next answer. */
let next: Partial<RenderedPage> | null = null
const renderer: Renderer = {
  prepareTemplate,
  NONCE_SLOT,
  renderPage: (_request, { template }) =>
    Promise.resolve(
      next && {
        status: 200,
        html: template.replace('<div id="root">', '<div id="root" data-ssr><h1>Plug</h1>'),
        routeIds: [],
        timings: { data: 1, render: 1 },
        styles: '',
        ...next,
      },
    ),
}
const shells: { path: string; timing?: string }[] = []
const { app } = createHtmlApp({
  renderer,
  template: TEMPLATE,
  routeModules: new Map(),
  apiBase: null,
  shell: (c, timing) => {
    shells.push({ path: new URL(c.req.url).pathname, timing })
    return new Response('shell', { headers: { 'Content-Type': 'text/html' } })
  },
})

describe('createHtmlApp with a store API', () => {
  it('writes the store API into each rendered page, for the browser to read before its first request', async () => {
    const configured = createHtmlApp({
      renderer,
      template: TEMPLATE,
      routeModules: new Map(),
      apiBase: 'https://api.other.in/api/v1',
      shell: () => new Response('shell'),
    }).app
    next = {}
    const res = await configured.request('https://shop.example.in/product/plug', {
      headers: { host: 'shop.example.in' },
    })
    const html = await res.text()
    expect(html).toContain(
      '<script id="store-config" type="application/json">{"apiBase":"https://api.other.in/api/v1"}</script></head>',
    )
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.other.in")
  })
})

describe('newNonce', () => {
  it('gives 128 random bits in base64, different each time', () => {
    const a = newNonce()
    expect(atob(a)).toHaveLength(16)
    expect(newNonce()).not.toBe(a)
  })
})

describe('createHtmlApp', () => {
  it('sends a rendered page as it is when no encoder is given, under a CSP for the request host', async () => {
    next = {}
    const res = await app.request('https://shop.example.in/product/plug', { headers: { host: 'shop.example.in' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    const html = await res.text()
    expect(html).toContain('<h1>Plug</h1>')
    // The nonce rides in a `nonce` attribute (hidden from the DOM and CSS), never in a readable `content`.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)![1]
    expect(html).not.toContain(`content="${nonce}"`)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
    // No build-time API base: the app calls api.<host> over the page's own scheme, so a shared
    // cache must tell hosts and schemes apart.
    expect(csp).toContain("connect-src 'self' https://api.shop.example.in")
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language, Save-Data, Host, X-Forwarded-Proto')
  })

  it('passes a redirect within the site on, and sends the shell for one to another origin', async () => {
    next = { status: 307, html: '', location: '/products?sort=price_asc' }
    const inside = await app.request('http://shop.test/products?sort=price-asc')
    expect(inside.status).toBe(307)
    expect(inside.headers.get('location')).toBe('/products?sort=price_asc')
    next = { status: 307, html: '', location: 'https://evil.test/' }
    shells.length = 0
    const outside = await app.request('http://shop.test/products')
    expect(await outside.text()).toBe('shell')
    expect(shells[0]?.timing).toMatch(/^ssr;desc="shell";dur=\d/)
  })

  it('sends the shell, with the time it gave up after, when the render fails', async () => {
    next = null
    shells.length = 0
    expect(await (await app.request('http://shop.test/')).text()).toBe('shell')
    expect(shells).toEqual([{ path: '/', timing: expect.stringMatching(/^ssr;desc="shell"/) }])
  })

  it('leaves other paths, other methods, a HEAD and the precache copy to the shell without rendering', async () => {
    next = {}
    shells.length = 0
    await app.request('http://shop.test/cart')
    await app.request('http://shop.test/product/plug', { method: 'POST' })
    await app.request('http://shop.test/?reachability=1', { method: 'HEAD' })
    await app.request('http://shop.test/?__WB_REVISION__=1')
    expect(shells).toEqual([
      { path: '/cart', timing: undefined },
      { path: '/product/plug', timing: undefined },
      { path: '/', timing: undefined },
      { path: '/', timing: undefined },
    ])
  })
})

describe('createHtmlApp: a page whose head goes ahead of its data', () => {
  let release!: (rest: string | null) => void
  const streaming = createHtmlApp({
    renderer: {
      prepareTemplate,
      NONCE_SLOT,
      renderPage: () =>
        Promise.resolve({
          status: 404,
          head: '<!DOCTYPE html><html><head></head><body>',
          rest: new Promise<string | null>((resolve) => (release = resolve)),
          routeIds: [],
        }),
    },
    template: TEMPLATE,
    routeModules: new Map(),
    apiBase: null,
    // The static answer for the path: home's prerendered page, its styles in its head.
    shell: () =>
      new Response(
        '<!doctype html><html><head><style data-styled="true">.hero{}</style></head><body><div id="root"><h1>Hero</h1></div></body></html>',
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      ),
  }).app

  /** The body of `res`, once `rest` is released after its head has arrived. */
  async function readAfterHead(res: Response, rest: string | null): Promise<{ head: string; rest: string }> {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    const head = (await reader.read()).value!
    release(rest)
    let text = ''
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value
    return { head, rest: text }
  }

  it('answers with its status and the head at once, then the rest, naming only the time to the head', async () => {
    const res = await streaming.request('http://shop.test/product/gone')
    expect(res.status).toBe(404)
    expect(res.headers.get('server-timing')).toMatch(/^ssr;desc="head";dur=\d/)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    const { head, rest } = await readAfterHead(
      res,
      '<div id="root" data-ssr><h1>Product Not Found</h1></div></body></html>',
    )
    expect(head).toBe('<!DOCTYPE html><html><head></head><body>')
    expect(rest).toBe('<div id="root" data-ssr><h1>Product Not Found</h1></div></body></html>')
  })

  it("finishes a page that could not be rendered with the static answer's rest: its styles, then its #root", async () => {
    const res = await streaming.request('http://shop.test/')
    const { rest } = await readAfterHead(res, null)
    expect(rest).toBe('<style data-styled="true">.hero{}</style><div id="root"><h1>Hero</h1></div></body></html>')
  })
})

describe('createHtmlApp: warm-up', () => {
  it('renders each kind of page whole, so that the warm-up is over when it resolves', async () => {
    const calls: { path: string; headWaitMs?: number; timeoutMs: number }[] = []
    const { warm } = createHtmlApp({
      renderer: {
        prepareTemplate,
        NONCE_SLOT,
        renderPage: (request, { headWaitMs, timeoutMs }) => {
          calls.push({ path: new URL(request.url).pathname, headWaitMs, timeoutMs })
          return Promise.resolve(null)
        },
      },
      template: TEMPLATE,
      routeModules: new Map(),
      apiBase: null,
      shell: () => new Response('shell'),
    })
    await warm()
    expect(calls.map((c) => c.path)).toEqual(['/', '/products', '/product/warm-up'])
    for (const call of calls) expect(call.headWaitMs).toBeGreaterThanOrEqual(call.timeoutMs)
  })
})

describe('createHtmlApp: robots.txt and the sitemap', () => {
  it('answers /robots.txt and /sitemap.xml from the store at the request origin', async () => {
    const asked: string[] = []
    const withStore = createHtmlApp({
      renderer,
      template: TEMPLATE,
      routeModules: new Map(),
      apiBase: 'https://api.shop.in/api/v1',
      shell: () => new Response('shell'),
      sitemapFetch: (input) => {
        asked.push(String(input))
        return Promise.resolve(
          String(input).endsWith('/storeInfo')
            ? Response.json({ categories: [] })
            : Response.json({ data: [{ id: 'p-1' }], count: 1 }),
        )
      },
    }).app
    const robots = await withStore.request('https://shop.in/robots.txt')
    expect(await robots.text()).toContain('Sitemap: https://shop.in/sitemap.xml')
    const sitemap = await withStore.request('https://shop.in/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    expect(await sitemap.text()).toContain('<loc>https://shop.in/product/p-1</loc>')
    expect(asked[0]).toBe('https://api.shop.in/api/v1/storeInfo')
    expect((await withStore.request('https://shop.in/sitemap-2.xml')).status).toBe(404)
  })
})

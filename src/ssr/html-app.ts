import { Hono, type Context, type Env } from 'hono'
import type { RenderedPage, RenderOptions, StreamedPage } from './render-page'
import { apiOriginForRequest, contentSecurityPolicy, varyByHost } from './csp'
import { entryAfterPaint } from './entry-after-paint'
import { modulesFor, preloadLinks } from './ssr-preload'
import { staticRest } from './template'
import { rendersOnServer } from '@/lib/server-rendered-paths'
import { apiBaseFor, storeConfigScript } from '@/lib/store-config'
import { createSitemaps, robotsTxt } from './sitemap'

/* The HTML server on Web APIs only, so it runs on Node and in a Worker. */

export interface Renderer {
  renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | StreamedPage | null>
  prepareTemplate(html: string): string
  NONCE_SLOT: string
}

export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>
  encoding: 'br' | 'gzip'
}

export interface EncodedStream {
  body: ReadableStream<Uint8Array>
  encoding: 'br' | 'gzip'
}

export interface HtmlAppOptions<E extends Env> {
  renderer: Renderer
  template: string
  routeModules: Map<string, string[]>
  /** The store API base for the browser; null for the default `api.<host>` rule. */
  apiBase: string | null
  timeoutMs?: number
  headWaitMs?: number
  imageOrigins?: string[]
  formActionOrigins?: string[]
  shell(c: Context<E>, serverTiming?: string, request?: Request): Response | Promise<Response>
  /** Compresses a page, or null to send it as is; absent where the platform compresses. */
  encode?(html: string, acceptEncoding: string | undefined): EncodedBody | null
  encodeStream?(body: ReadableStream<Uint8Array>, acceptEncoding: string | undefined): EncodedStream | null
  /** How the sitemap reads the store (tests); the global fetch otherwise. */
  sitemapFetch?: typeof fetch
}

/** A streamed page's document; when the render fails, the rest comes from `fallback()`. */
function streamDocument(
  page: StreamedPage,
  fallback: () => Response | Promise<Response>,
  template: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(page.head))
      let rest = await page.rest
      if (rest === null) {
        const answer = await Promise.resolve(fallback())
          .then((res) => (res.headers.get('content-type')?.startsWith('text/html') ? res.text() : ''))
          .catch(() => '')
        rest = staticRest(answer, template)
      }
      controller.enqueue(encoder.encode(rest))
      controller.close()
    },
  })
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The HTML server; `warm()` renders each kind of page once so shoppers skip module loading. */
export function createHtmlApp<E extends Env>(options: HtmlAppOptions<E>) {
  const timeoutMs = options.timeoutMs ?? 600
  const { renderer, shell } = options
  const config = options.apiBase ? storeConfigScript({ apiBase: options.apiBase }) : ''
  const template = renderer.prepareTemplate(options.template).replace('</head>', `${config}</head>`)

  const render = async (request: Request, nonce: string): Promise<RenderedPage | StreamedPage | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), timeoutMs + 150)))
    try {
      return await Promise.race([
        renderer.renderPage(request, {
          template: template.replaceAll(renderer.NONCE_SLOT, nonce),
          nonce,
          timeoutMs,
          apiBase: options.apiBase,
          ...(options.headWaitMs !== undefined ? { headWaitMs: options.headWaitMs } : {}),
        }),
        late,
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  const sitemap = createSitemaps({
    apiBase: (origin) => {
      const u = new URL(origin)
      return apiBaseFor(u.protocol, u.host, options.apiBase)
    },
    ...(options.sitemapFetch ? { fetch: options.sitemapFetch } : {}),
  })
  const app = new Hono<E>()
  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': 'public, max-age=3600' }),
  )
  app.get('/sitemap.xml', (c) => sitemap('/sitemap.xml', new URL(c.req.url).origin))
  app.get('/:file{sitemap-[1-9][0-9]{0,4}\\.xml}', (c) => sitemap(`/${c.req.param('file')}`, new URL(c.req.url).origin))
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    // The service worker's precache copy of the shell must stay the plain shell. A HEAD (the app's
    // reachability check) has no body to render.
    if (c.req.method === 'HEAD' || !rendersOnServer(url.pathname) || url.searchParams.has('__WB_REVISION__'))
      return shell(c)
    const nonce = newNonce()
    const started = performance.now()
    const page = await render(c.req.raw, nonce)
    const took = performance.now() - started
    const gaveUp = `ssr;desc="shell";dur=${took.toFixed(1)}`
    if (!page) return shell(c, gaveUp)
    if ('location' in page && page.location) {
      const target = new URL(page.location, url)
      if (target.origin !== url.origin) return shell(c, gaveUp)
      return c.redirect(page.location, page.status as 301 | 302 | 307 | 308)
    }
    const policy = contentSecurityPolicy({
      apiOrigin: apiOriginForRequest(c.req.raw, options.apiBase),
      imageOrigins: options.imageOrigins,
      formActionOrigins: options.formActionOrigins,
    })
    const streamed = 'rest' in page
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Server-Timing': streamed
        ? `ssr;desc="head";dur=${took.toFixed(1)}`
        : [
            `ssr;dur=${took.toFixed(1)}`,
            `data;dur=${page.timings.data.toFixed(1)}`,
            `render;dur=${page.timings.render.toFixed(1)}`,
          ].join(', '),
      Vary: options.apiBase
        ? 'Accept-Encoding, Cookie, Accept-Language, Save-Data'
        : varyByHost('Accept-Encoding, Cookie, Accept-Language, Save-Data'),
    }
    const modules = modulesFor(page.routeIds, options.routeModules, page.status === 404)
    // Only the LCP image is preloaded: the code is asked for once the page has painted.
    const link = streamed ? '' : preloadLinks(page.lcpImage, url.href)
    if (link) headers.Link = link
    const status = page.status as 200 | 404
    if (streamed) {
      const plain = new Headers(c.req.raw.headers)
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'range']) plain.delete(name)
      const head = { ...page, head: entryAfterPaint(page.head, modules, nonce) }
      const body = streamDocument(head, () => shell(c, undefined, new Request(c.req.url, { headers: plain })), template)
      const encoded = options.encodeStream?.(body, c.req.header('accept-encoding'))
      if (!encoded) return c.body(body, status, headers)
      headers['Content-Encoding'] = encoded.encoding
      return c.body(encoded.body, status, headers)
    }
    const html = entryAfterPaint(page.html, modules, nonce)
    const encoded = options.encode?.(html, c.req.header('accept-encoding'))
    if (!encoded) return c.body(html, status, headers)
    headers['Content-Encoding'] = encoded.encoding
    return c.body(encoded.body, status, headers)
  })
  app.all('*', (c) => shell(c))

  const warm = async () => {
    for (const path of ['/', '/products', '/product/warm-up']) {
      await renderer
        // Whole pages only: a warm-up render that streamed would still be running once this resolves.
        .renderPage(new Request(`http://localhost${path}`), {
          template,
          nonce: 'warm-up',
          timeoutMs: 3000,
          apiBase: options.apiBase,
          headWaitMs: 3000,
        })
        .catch(() => null)
    }
  }
  return { app, warm }
}

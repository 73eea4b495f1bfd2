import { Hono, type Context, type Env } from 'hono'
import type { RenderedPage, RenderOptions, StreamedPage } from './render-page'
import { apiOriginForRequest, contentSecurityPolicy, varyByHost } from './csp'
import { modulesFor, preloadLinks } from './ssr-preload'
import { staticRest } from './template'
import { rendersOnServer } from '@/lib/server-rendered-paths'
import { storeConfigScript } from '@/lib/store-config'

/*
 * The storefront's HTML server without its runtime: Web APIs only (Request, Response, Web Crypto,
 * timers), so the same code runs on Node (serve/ssr-server.ts) and in a Worker
 * (src/entry-edge.ts). Each runtime brings what differs: how the static files are answered (the
 * Node static handler, or the platform's assets), and whether pages are compressed here.
 */

/** The server renderer's contract (src/entry-server.tsx), loaded from its build or bundled in. */
export interface Renderer {
  renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | StreamedPage | null>
  prepareTemplate(html: string): string
  NONCE_SLOT: string
}

/** A page body compressed for the request's Accept-Encoding. */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>
  encoding: 'br' | 'gzip'
}

/** A streamed page body compressed for the request's Accept-Encoding, each part flushed as it comes. */
export interface EncodedStream {
  body: ReadableStream<Uint8Array>
  encoding: 'br' | 'gzip'
}

/** What the HTML app is made of. `E` is the Hono environment of the runtime (its bindings). */
export interface HtmlAppOptions<E extends Env> {
  renderer: Renderer
  /** The built index.html, as the build wrote it. */
  template: string
  /** Route id (and `id?piece`) → the files its chunks need: `routeModules` of the build manifest. */
  routeModules: Map<string, string[]>
  /**
   * The store API base the browser is to call (e.g. `https://api.shop.in/api/v1`), written into each
   * rendered page (`storeConfigScript`) and named in its CSP; null for the app's default rule
   * (`api.<host>`), and the policy then follows the request's Host.
   */
  apiBase: string | null
  /** The store data budget of one render (ms); 600 unless given. */
  timeoutMs?: number
  /** How long a page may hold its head back for its data (ms); the renderer's `HEAD_WAIT_MS` unless given. */
  headWaitMs?: number
  imageOrigins?: string[]
  formActionOrigins?: string[]
  /**
   * The static answer to a request: its file, or the plain app shell, with the static headers.
   * `serverTiming` is set when a render was given up, for the response's `Server-Timing` header.
   * `request` stands for `c.req.raw` when given (the end of a streamed page asks for it uncompressed).
   */
  shell(c: Context<E>, serverTiming?: string, request?: Request): Response | Promise<Response>
  /**
   * Compresses a rendered page for `acceptEncoding`, or returns null to send it as it is. Left out
   * where the platform compresses responses itself (Workers).
   */
  encode?(html: string, acceptEncoding: string | undefined): EncodedBody | null
  /** As `encode`, for a page sent in parts: each part must leave compressed as soon as it is written. */
  encodeStream?(body: ReadableStream<Uint8Array>, acceptEncoding: string | undefined): EncodedStream | null
}

/**
 * The document of a streamed page: its head at once, the rest when it is ready, or, when the page
 * could not be rendered, the rest of `fallback()` (the static answer for the path) or of `template`.
 */
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

/** A fresh CSP nonce: 128 random bits from Web Crypto, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The Hono app of the HTML server and its warm-up. GET of a rendered path (`rendersOnServer`) gets
 * the page rendered with its store data, uncached, under a CSP carrying this response's nonce, with
 * `Link` preloads and `Server-Timing`; a router redirect to the same origin is passed on. A page
 * whose data is still on its way once its status is known is streamed: its head at once, the rest
 * when rendered, or the rest of `shell`'s answer when the render is given up. Past the budget
 * (`timeoutMs` for the data plus 150 ms to render), on any render failure, on a redirect
 * elsewhere, and for every other request, `shell` answers. `warm()` renders each kind of page once,
 * so the first shopper does not pay for module loading and JIT (about 1 s on Node, which would miss
 * the budget and send the shell).
 */
export function createHtmlApp<E extends Env>(options: HtmlAppOptions<E>) {
  const timeoutMs = options.timeoutMs ?? 600
  const { renderer, shell } = options
  // The browser reads the store API from the page before its first request (src/lib/config.ts).
  const config = options.apiBase ? storeConfigScript({ apiBase: options.apiBase }) : ''
  const template = renderer.prepareTemplate(options.template).replace('</head>', `${config}</head>`)

  /** Renders, or resolves null past the budget plus a margin for rendering itself. */
  const render = async (request: Request, nonce: string): Promise<RenderedPage | StreamedPage | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), timeoutMs + 150)))
    try {
      return await Promise.race([
        renderer.renderPage(request, {
          template: template.replaceAll(renderer.NONCE_SLOT, nonce),
          nonce,
          timeoutMs,
          ...(options.headWaitMs !== undefined ? { headWaitMs: options.headWaitMs } : {}),
        }),
        late,
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  const app = new Hono<E>()
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    // The service worker's precache copy of the shell must stay the plain shell.
    if (!rendersOnServer(url.pathname) || url.searchParams.has('__WB_REVISION__')) return shell(c)
    const nonce = newNonce()
    const started = performance.now()
    const page = await render(c.req.raw, nonce)
    const took = performance.now() - started
    const gaveUp = `ssr;desc="shell";dur=${took.toFixed(1)}`
    if (!page) return shell(c, gaveUp)
    if ('location' in page && page.location) {
      // The router only redirects within the app; anything else is not followed from here.
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
      // The nonce is this response's own, and the page may differ per request: never stored.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // A streamed page's headers leave before its data: only the time to its head is known.
      'Server-Timing': streamed
        ? `ssr;desc="head";dur=${took.toFixed(1)}`
        : [
            `ssr;dur=${took.toFixed(1)}`,
            `data;dur=${page.timings.data.toFixed(1)}`,
            `render;dur=${page.timings.render.toFixed(1)}`,
          ].join(', '),
      // The language comes from the `lang` cookie, else Accept-Language; the policy follows Host /
      // X-Forwarded-Proto when the build left the API origin open.
      Vary: options.apiBase
        ? 'Accept-Encoding, Cookie, Accept-Language'
        : varyByHost('Accept-Encoding, Cookie, Accept-Language'),
    }
    const link = preloadLinks(
      streamed ? undefined : page.lcpImage,
      modulesFor(page.routeIds, options.routeModules, page.status === 404),
      url.href,
    )
    if (link) headers.Link = link
    const status = page.status as 200 | 404
    if (streamed) {
      // The static answer is read here: whole (not a 304 or a range) and uncompressed.
      const plain = new Headers(c.req.raw.headers)
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'range']) plain.delete(name)
      const body = streamDocument(page, () => shell(c, undefined, new Request(c.req.url, { headers: plain })), template)
      const encoded = options.encodeStream?.(body, c.req.header('accept-encoding'))
      if (!encoded) return c.body(body, status, headers)
      headers['Content-Encoding'] = encoded.encoding
      return c.body(encoded.body, status, headers)
    }
    const encoded = options.encode?.(page.html, c.req.header('accept-encoding'))
    if (!encoded) return c.body(page.html, status, headers)
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
          headWaitMs: 3000,
        })
        .catch(() => null)
    }
  }
  return { app, warm }
}

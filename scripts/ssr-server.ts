import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { Hono, type Context } from 'hono'
import { serve, type HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { RenderedPage, RenderOptions } from '../src/entry-server'
import { TEMPLATE_FILE } from '../src/lib/prerendered-files'
import { rendersOnServer } from '../src/lib/server-rendered-paths'
import { apiOriginFor, contentSecurityPolicy, parseOrigins } from './csp'
import { modulesFor, preloadLinks, routeModules } from './ssr-preload'
import { createStaticHandler, listeningAt, pickEncoding, readBuildApiBase } from './static-server'
import { exitOnSignals } from '../server/lib/shutdown'

/**
 * The storefront's HTML server (Hono on Node): the first view of `/`, `/products?…` and
 * `/product/{id}` rendered from the app's own routes with the page's store data, and everything
 * else as scripts/static-server.ts serves it (brotli/gzip, ETags, immutable hashed assets, sw.js
 * never cached, the CSP and other headers, the app for every path that names no file).
 *
 * Pages are rendered into the build's route-neutral template (.vite/index.template.html: index.html
 * before the build put home's prerendered page in it). A render gets `timeoutMs` (600) for its store
 * data; a slow, failing or garbled store API, or any error, gets what the static server sends for
 * that path instead (its prerendered page, home's index.html, else shell.html), which the browser renders as
 * on a static host.
 *
 * The static files still go through the Node static handler (the raw request and response), so
 * this server runs on Node only for now.
 *
 * `tsx scripts/ssr-server.ts [--dir dist] [--server dist-server/entry-server.js] [--port 4173]`
 * Environment: PORT, STORE_API_URL (the store API the server reads, e.g.
 * `http://localhost:8044/api/v1`; the browser keeps the build's own base), HOST (127.0.0.1),
 * SSR_TIMEOUT_MS (600), CSP_IMAGE_ORIGINS and CSP_FORM_ACTION_ORIGINS (as for npm start).
 */

/** The server renderer's contract (src/entry-server.tsx), loaded from its build. */
export interface Renderer {
  renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | null>
  prepareTemplate(html: string): string
  NONCE_SLOT: string
}

/** What the app server needs. */
export interface SsrAppOptions {
  /** The built app folder (dist/). */
  dir: string
  renderer: Renderer
  /** The store data budget of one render (ms). */
  timeoutMs?: number
  imageOrigins?: string[]
  formActionOrigins?: string[]
}

/** A fresh CSP nonce: 128 random bits, base64. */
const newNonce = () => randomBytes(16).toString('base64')

/**
 * The Hono app and its warm-up. `warm()` pre-compresses the static files and renders each kind of
 * page once, so the first shopper's render does not pay for module loading and JIT (about 1 s,
 * which would miss the budget and send the shell). Throws when `options.dir` has no template
 * (a build from before the prerender step: run `npm run build`).
 */
export function createSsrApp(options: SsrAppOptions) {
  const root = resolve(options.dir)
  const timeoutMs = options.timeoutMs ?? 600
  const { renderer } = options
  const template = renderer.prepareTemplate(readFileSync(resolve(root, TEMPLATE_FILE), 'utf8'))
  const manifestFile = resolve(root, '.vite', 'manifest.json')
  const byRoute = routeModules(
    existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Parameters<typeof routeModules>[0])
      : {},
  )
  const apiBase = readBuildApiBase(root)
  const staticHandler = createStaticHandler({
    root,
    imageOrigins: options.imageOrigins,
    formActionOrigins: options.formActionOrigins,
  })

  type Env = { Bindings: HttpBindings }
  const shell = (c: Context<Env>, took?: number) => {
    if (took !== undefined) c.env.outgoing.setHeader('Server-Timing', `ssr;desc="shell";dur=${took.toFixed(1)}`)
    staticHandler(c.env.incoming, c.env.outgoing)
    return RESPONSE_ALREADY_SENT
  }

  /** Renders, or resolves null past the budget plus a margin for rendering itself. */
  const render = async (request: Request, nonce: string): Promise<RenderedPage | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), timeoutMs + 150)))
    try {
      return await Promise.race([
        renderer.renderPage(request, {
          template: template.replaceAll(renderer.NONCE_SLOT, nonce),
          nonce,
          timeoutMs,
        }),
        late,
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  const app = new Hono<Env>()
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    // The service worker's precache copy of the shell must stay the plain shell.
    if (!rendersOnServer(url.pathname) || url.searchParams.has('__WB_REVISION__')) return shell(c)
    const nonce = newNonce()
    const started = performance.now()
    const page = await render(c.req.raw, nonce)
    const took = performance.now() - started
    if (!page) return shell(c, took)
    if (page.location) return c.redirect(page.location, page.status as 301 | 302 | 307 | 308)
    const protocol = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : 'http:'
    const policy = contentSecurityPolicy({
      apiOrigin: apiOriginFor(protocol, c.req.header('host') ?? 'localhost', apiBase),
      imageOrigins: options.imageOrigins,
      formActionOrigins: options.formActionOrigins,
    })
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // The nonce is this response's own, and the page may differ per request: never stored.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Server-Timing': [
        `ssr;dur=${took.toFixed(1)}`,
        `data;dur=${page.timings.data.toFixed(1)}`,
        `render;dur=${page.timings.render.toFixed(1)}`,
      ].join(', '),
      Vary: 'Accept-Encoding',
    }
    const link = preloadLinks(page.lcpImage, modulesFor(page.routeIds, byRoute, page.status === 404), url.href)
    if (link) headers.Link = link
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    const body = Buffer.from(page.html)
    if (encoding) headers['Content-Encoding'] = encoding
    const out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(body, { level: 6 })
          : body
    return c.body(new Uint8Array(out), page.status as 200 | 404, headers)
  })
  app.all('*', (c) => shell(c))

  const warm = async () => {
    await staticHandler.warm?.()
    for (const path of ['/', '/products', '/product/warm-up']) {
      await renderer
        .renderPage(new Request(`http://localhost${path}`), { template, nonce: 'warm-up', timeoutMs: 3000 })
        .catch(() => null)
    }
  }
  return { app, warm }
}

/** A running server: the same shape as the static server's. */
export interface RunningSsrServer {
  url: string
  port: number
  server: Server
  /** Pre-compresses and renders once (see createSsrApp); `startSsrServer` calls it unless told not to. */
  warm(): Promise<void>
  close(): Promise<void>
}

/**
 * Loads the renderer from `serverEntry` (dist-server/entry-server.js) and serves on `host:port`
 * (port 0 = a free one). React is loaded with the renderer, so NODE_ENV is production by then
 * unless set: the development build is slower and writes server file paths into the HTML.
 */
export async function startSsrServer(
  options: Omit<SsrAppOptions, 'renderer'> & { serverEntry: string; port: number; host?: string; warm?: boolean },
): Promise<RunningSsrServer> {
  process.env.NODE_ENV ??= 'production'
  const renderer = (await import(pathToFileURL(resolve(options.serverEntry)).href)) as Renderer
  const { app, warm } = createSsrApp({ ...options, renderer })
  if (options.warm !== false) await warm()
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<Server>((ready, fail) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => ready(s as Server)) as Server
    s.once('error', fail)
  })
  return { ...listeningAt(server, host, options.port), server, warm }
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, server: { type: 'string' }, port: { type: 'string' } },
  })
  const env = process.env
  const port = Number(values.port ?? env.PORT ?? 4173)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${values.port ?? env.PORT}`)
  const dir = values.dir ?? 'dist'
  const serverEntry = values.server ?? 'dist-server/entry-server.js'
  if (!existsSync(resolve(dir, TEMPLATE_FILE)) || !existsSync(resolve(serverEntry)))
    throw new Error(`No built app in ${dir} or no server renderer at ${serverEntry}: run npm run build first.`)
  const running = await startSsrServer({
    dir,
    serverEntry,
    port,
    host: env.HOST || '127.0.0.1',
    timeoutMs: env.SSR_TIMEOUT_MS ? Number(env.SSR_TIMEOUT_MS) : undefined,
    imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
    formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
  })
  console.log(
    `Storefront (server-rendered): ${running.url}  (serving ${dir}, store API ${env.STORE_API_URL ?? 'from the build'})`,
  )
  exitOnSignals(() => running.close())
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}

import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Readable } from 'node:stream'
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'
import { createHtmlApp, type EncodedBody, type EncodedStream, type Renderer } from '../src/ssr/html-app'
import { parseOrigins } from '../src/ssr/csp'
import { TEMPLATE_FILE } from '../src/lib/prerendered-files'
import { apiBaseSetting } from '../src/lib/store-config'
import { createStaticApp, listenOnNode, listeningAt, readBuildModules, readConfiguredApiBase } from './static-server'
import { exitOnSignals } from './shutdown'

export type { Renderer } from '../src/ssr/html-app'

/**
 * The storefront's HTML server on Node: the runtime-neutral app of src/ssr/html-app.ts (the
 * first view of `/`, `/products?…` and `/product/{id}` rendered from the app's own routes with the
 * page's store data), with everything else answered by the static app of serve/static-server.ts
 * (precompressed brotli/gzip, ETags, immutable hashed assets, sw.js never cached, the CSP and other
 * headers, the app for every path that names no file), and rendered pages compressed here with
 * brotli or gzip per response (hono/compress has no brotli).
 *
 * Pages are rendered into the build's route-neutral template (.vite/index.template.html: index.html
 * before the build put home's prerendered page in it). A render gets `timeoutMs` (600) for its store
 * data; a slow, failing or garbled store API, or any error, gets what the static server sends for
 * that path instead (its prerendered page, home's index.html, else shell.html), which the browser renders as
 * on a static host.
 *
 * The static answers come from that Hono app, called with the request; on an edge runtime the
 * platform serves them instead (src/entry-edge.ts).
 *
 * `tsx serve/ssr-server.ts [--dir dist] [--server dist-server/entry-renderer.js] [--port 4173]`
 * Environment: PORT, STORE_API_URL (the store API the server reads and hands the browser, e.g.
 * `http://localhost:8044/api/v1`; unset: the app's default rule), HOST (127.0.0.1),
 * SSR_TIMEOUT_MS (600), CSP_IMAGE_ORIGINS and CSP_FORM_ACTION_ORIGINS (as for npm start).
 */

/** What the app server needs. */
export interface SsrAppOptions {
  /** The built app folder (dist/). */
  dir: string
  renderer: Renderer
  /**
   * The store API base the browser is to call, written into each page (rendered, or the static
   * server's `/config.json`) and its CSP; null for the app's default rule. Left out: the folder's
   * config.json. The renderer reads the same store (else `STORE_API_URL`).
   */
  apiBase?: string | null
  /** The store data budget of one render (ms). */
  timeoutMs?: number
  /** How long a page may hold its head back for its data (ms); the renderer's own wait unless given. */
  headWaitMs?: number
  imageOrigins?: string[]
  formActionOrigins?: string[]
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (honours
 * `q=0` and `*`). For the rendered pages, compressed per response (Hono's compress middleware has
 * no brotli); the static files' copies are picked by serveStatic.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

/** How rendered pages are compressed: brotli at quality 5 (quick enough per response), gzip at level 6. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }
const GZIP = { level: 6 }

/** A rendered page for `acceptEncoding`: brotli, else gzip (`BROTLI`, `GZIP`), else null. */
function encodePage(html: string, acceptEncoding: string | undefined): EncodedBody | null {
  const encoding = pickEncoding(acceptEncoding)
  if (!encoding) return null
  const body = Buffer.from(html)
  const out = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP)
  return { body: new Uint8Array(out), encoding }
}

/**
 * A streamed page for `acceptEncoding`, compressed as `encodePage` does, each part flushed as soon as
 * it is written (the head must reach the browser while the server waits for the page's data); null
 * to send it as it is.
 */
function encodePageStream(body: ReadableStream<Uint8Array>, acceptEncoding: string | undefined): EncodedStream | null {
  const encoding = pickEncoding(acceptEncoding)
  if (!encoding) return null
  const zip = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP)
  // A shopper who leaves mid-page cancels the response, which destroys the compressor: stop reading.
  zip.on('error', () => undefined)
  const reader = body.getReader()
  void (async () => {
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        if (zip.destroyed) return void reader.cancel().catch(() => undefined)
        zip.write(part.value)
        // Brotli's flush defaults to BROTLI_OPERATION_FLUSH, gzip's to Z_FULL_FLUSH: the part leaves now.
        await new Promise<void>((done) => zip.flush(() => done()))
      }
      if (!zip.destroyed) zip.end()
    } catch (error) {
      zip.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  })()
  return { body: Readable.toWeb(zip) as ReadableStream<Uint8Array>, encoding }
}

/**
 * The Hono app and its warm-up. `warm()` renders each kind of page once (see createHtmlApp). Throws
 * when `options.dir` has no template (a build from before the prerender step: run `npm run build`).
 */
export function createSsrApp(options: SsrAppOptions) {
  const root = resolve(options.dir)
  const staticApp = createStaticApp({
    root,
    apiBase: options.apiBase,
    imageOrigins: options.imageOrigins,
    formActionOrigins: options.formActionOrigins,
  })
  const { app, warm } = createHtmlApp({
    renderer: options.renderer,
    template: readFileSync(resolve(root, TEMPLATE_FILE), 'utf8'),
    routeModules: readBuildModules(root).routes,
    apiBase: options.apiBase !== undefined ? options.apiBase : readConfiguredApiBase(root),
    timeoutMs: options.timeoutMs,
    headWaitMs: options.headWaitMs,
    imageOrigins: options.imageOrigins,
    formActionOrigins: options.formActionOrigins,
    shell: async (c, serverTiming, request = c.req.raw) => {
      const res = await staticApp.fetch(request)
      if (!serverTiming) return res
      const headers = new Headers(res.headers)
      headers.set('Server-Timing', serverTiming)
      return new Response(res.body, { status: res.status, headers })
    },
    encode: encodePage,
    encodeStream: encodePageStream,
  })
  return { app, warm }
}

/** A running server: the same shape as the static server's. */
export interface RunningSsrServer {
  url: string
  port: number
  server: Server
  /** Renders each kind of page once (see createSsrApp); `startSsrServer` calls it unless told not to. */
  warm(): Promise<void>
  close(): Promise<void>
}

/**
 * Loads the renderer from `serverEntry` (dist-server/entry-renderer.js) and serves on `host:port`
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
  const server = await listenOnNode(app.fetch, options.port, host)
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
  const serverEntry = values.server ?? 'dist-server/entry-renderer.js'
  if (!existsSync(resolve(dir, TEMPLATE_FILE)) || !existsSync(resolve(serverEntry)))
    throw new Error(`No built app in ${dir} or no server renderer at ${serverEntry}: run npm run build first.`)
  const running = await startSsrServer({
    dir,
    serverEntry,
    port,
    host: env.HOST || '127.0.0.1',
    apiBase: apiBaseSetting(env.STORE_API_URL),
    timeoutMs: env.SSR_TIMEOUT_MS ? Number(env.SSR_TIMEOUT_MS) : undefined,
    imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
    formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
  })
  console.log(
    `Storefront (server-rendered): ${running.url}  (serving ${dir}, store API ${env.STORE_API_URL || 'by the default rule'})`,
  )
  exitOnSignals(() => running.close())
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}

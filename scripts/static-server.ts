import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, posix, resolve, sep } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { apiOriginFor, contentSecurityPolicy } from '../src/server/csp'
import { prerenderedFileFor, SHELL_FILE } from '../src/lib/prerendered-files'

/**
 * A small production static server for the built app (`npm start`, the e2e runs and the benchmark):
 * content types, brotli/gzip for text, immutable caching of hashed assets, revalidation of
 * everything else, the prerendered pages at their clean URLs (`/login` → login.html), SPA fallback
 * to the route-neutral shell.html, and the Content-Security-Policy and other security headers.
 */

/** Content type by file extension. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt'])
/** Below this (bytes) compression saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512

/** Options of the static handler. */
export interface StaticServerOptions {
  /** The build folder (absolute or relative to the working directory). */
  root: string
  /**
   * The API base the build was made for (`VITE_API_BASE_URL`), or null when the app resolves it at
   * run time from its own host (then the CSP is computed per request from the Host header).
   * Default: what the build recorded in `<root>/.vite/api-base.json`.
   */
  apiBase?: string | null
  /** Image CDNs besides the API (CSP img-src / connect-src). */
  imageOrigins?: string[]
  /** Payment gateways the redirect_post form may submit to (CSP form-action). */
  formActionOrigins?: string[]
}

/** The API base a build recorded (see vite.config.ts `buildInfo`), or null (run-time rule). */
export function readBuildApiBase(root: string): string | null {
  const file = join(root, '.vite', 'api-base.json')
  if (!existsSync(file)) return null
  try {
    const { apiBase } = JSON.parse(readFileSync(file, 'utf8')) as { apiBase?: unknown }
    return typeof apiBase === 'string' && apiBase ? apiBase : null
  } catch {
    return null
  }
}

/**
 * Maps a request path to a file under `root`, or null when it must not be served: not decodable,
 * NUL bytes, backslashes, a dot-segment or dot-file (`.vite/`, `.env`), or anything resolving
 * outside `root` (`/../package.json`, `/%2e%2e/x`).
 */
export function resolveRequestPath(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  if (decoded.split('/').some((seg) => seg.startsWith('.'))) return null
  const normalized = posix.normalize(`/${decoded}`)
  const base = resolve(root)
  const file = resolve(base, `.${normalized}`)
  return file === base || file.startsWith(base + sep) ? file : null
}

/**
 * The API path a client route loads first and the server can name without running the app:
 * `/product/{id}` → `/products/{id}` (encoded as the API client encodes it), else null. Listing
 * queries are left out: their API query depends on the app's category rules.
 */
export function routeApiPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return `/products/${encodeURIComponent(decodeURIComponent(match[1]!))}`
  } catch {
    return null
  }
}

/**
 * Whether a request for a path that names no file gets the app (its client-side router shows the
 * page, or its own not-found view) rather than a 404. Hashed build output (`/assets/…`) never does:
 * a missing chunk must fail as a 404. A browser navigation (`Sec-Fetch-Mode: navigate`) always
 * does, whatever the path looks like (`/product/poster.png`). Otherwise any path does unless its
 * last segment ends in a file type this server serves (`.js`, `.css`, `.png`, …), so a dot inside a
 * route (`/product/hdmi-2.1-cable`) is still a route, and a script or image asking for a missing
 * file gets a 404, not HTML.
 */
export function servesAppFor(pathname: string, secFetchMode?: string | string[]): boolean {
  if (pathname.startsWith('/assets/')) return false
  if (secFetchMode === 'navigate') return true
  return !Object.hasOwn(CONTENT_TYPES, extname(pathname).toLowerCase())
}

/**
 * Cache-Control for a served path: content-hashed `/assets/*` forever; everything else (index.html,
 * sw.js, the manifest, icons and images without a hash in their name) revalidated with its ETag on
 * every use, so a deploy is picked up at once (the service worker updates from sw.js).
 */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
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

/** A request handler that can also pre-compress the build (`warm()` → number of files). */
export type StaticHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { warm?: () => Promise<number> }

interface CachedFile {
  body: Buffer
  mtimeMs: number
  etag: string
  encoded: Map<'br' | 'gzip', Buffer>
}

/** The request handler; `createStaticServer` puts it on a socket. */
export function createStaticHandler(options: StaticServerOptions): StaticHandler {
  const root = resolve(options.root)
  const apiBase = options.apiBase !== undefined ? options.apiBase : readBuildApiBase(root)
  const files = new Map<string, CachedFile>()

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    const cached = files.get(file)
    if (cached && cached.mtimeMs === info.mtimeMs) return cached
    const body = await readFile(file)
    const entry: CachedFile = {
      body,
      mtimeMs: info.mtimeMs,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encoded: new Map(),
    }
    files.set(file, entry)
    return entry
  }

  function encode(entry: CachedFile, encoding: 'br' | 'gzip'): Buffer {
    let out = entry.encoded.get(encoding)
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(entry.body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
            })
          : gzipSync(entry.body, { level: 9 })
      entry.encoded.set(encoding, out)
    }
    return out
  }

  function securityHeaders(req: IncomingMessage, res: ServerResponse) {
    const host = req.headers.host ?? 'localhost'
    const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https:' : 'http:'
    const apiOrigin = apiOriginFor(protocol, host, apiBase)
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({
        apiOrigin,
        imageOrigins: options.imageOrigins,
        formActionOrigins: options.formActionOrigins,
      }),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    return apiOrigin
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const apiOrigin = securityHeaders(req, res)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed')
      return
    }
    const [pathname = '/', query = ''] = (req.url ?? '/').split('#')[0]!.split('?')
    let file = resolveRequestPath(root, pathname)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found')
      return
    }
    if (pathname === '/') file = join(root, 'index.html')
    let servedPath = pathname
    let entry = await load(file)
    // A missing file-like path (`/x/poster.png`) is answered by whether it is a navigation.
    const varyByMode = !entry && servesAppFor(pathname) !== servesAppFor(pathname, 'navigate')
    // SPA fallback: a path that names no file is a client route. It gets its prerendered page when
    // the build made one (`/login` → login.html), else the route-neutral shell, never another
    // page's first view (index.html is home's); a build without a shell falls back to index.html.
    if (!entry && servesAppFor(pathname, req.headers['sec-fetch-mode'])) {
      const page = prerenderedFileFor(pathname)
      for (const name of [page, SHELL_FILE, 'index.html']) {
        if (!name) continue
        file = join(root, name)
        servedPath = `/${name}`
        entry = await load(file)
        if (entry) break
      }
    } else if (pathname === '/') {
      servedPath = '/index.html'
    }
    if (!entry) {
      res
        .writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
          ...(varyByMode ? { Vary: 'Sec-Fetch-Mode' } : {}),
        })
        .end('Not Found')
      return
    }
    const ext = extname(file).toLowerCase()
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(servedPath),
      ETag: entry.etag,
    }
    // The HTML carries a preconnect hint for the API, known here even when the build could not know it.
    // The HTML starts the API connection and the store-info request (every page needs it) while the
    // JavaScript downloads; the API client's fetch (credentials: 'include') then reuses the preload.
    // Not on the copy the service worker precaches (`__WB_REVISION__`): a repeat visit has store info
    // saved, so a preload there would go unused (and fail offline).
    if (ext === '.html' && apiOrigin) {
      const links = [`<${apiOrigin}>; rel=preconnect`]
      if (!query.includes('__WB_REVISION__')) {
        const base = apiBase ?? `${apiOrigin}/api/v1`
        links.push(`<${base}/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials`)
        // A product page's own data too, so its photo (the LCP) does not wait for the JS to ask.
        const routeApi = routeApiPath(pathname)
        if (routeApi) links.push(`<${base}${routeApi}>; rel=preload; as=fetch; crossorigin=use-credentials`)
      }
      headers.Link = links.join(', ')
    }
    const compressible = COMPRESSIBLE.has(ext) && entry.body.length >= MIN_COMPRESS_BYTES
    const vary = [varyByMode && 'Sec-Fetch-Mode', compressible && 'Accept-Encoding'].filter(Boolean)
    if (vary.length) headers.Vary = vary.join(', ')
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end()
      return
    }
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null
    const body = encoding ? encode(entry, encoding) : entry.body
    if (encoding) headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const handler: StaticHandler = (req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error(err)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  }
  // Compresses every text file of the build up front, so a first visit does not wait for brotli level 11.
  handler.warm = async () => {
    let count = 0
    for (const rel of await readdir(root, { recursive: true })) {
      const file = join(root, rel)
      if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || rel.split(sep).some((seg) => seg.startsWith('.'))) continue
      const entry = await load(file)
      if (!entry || entry.body.length < MIN_COMPRESS_BYTES) continue
      encode(entry, 'br')
      encode(entry, 'gzip')
      count++
    }
    return count
  }
  return handler
}

/** A running static server. */
export interface RunningStaticServer {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

/** Serves `options.root` on `host:port` (port 0 = a free one). */
export async function startStaticServer(
  options: StaticServerOptions & { port: number; host?: string; warm?: boolean },
): Promise<RunningStaticServer> {
  const handler = createStaticHandler(options)
  if (options.warm) await handler.warm?.()
  const server = createServer(handler)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port, host, () => ok())
  })
  return { ...listeningAt(server, host, options.port), server }
}

/**
 * The address a listening server answers at: its port (the one the system chose for port 0), a URL
 * that names a local host `localhost` (the name the app's CSP and the browser use), and a close
 * that also ends kept-alive connections.
 */
export function listeningAt(
  server: Server,
  host: string,
  requestedPort: number,
): { url: string; port: number; close: () => Promise<void> } {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : requestedPort
  return {
    url: `http://${host === '127.0.0.1' || host === '::' || host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

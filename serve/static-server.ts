import { existsSync, readFileSync, statSync, type Stats } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join, posix, relative, resolve, sep } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { getRequestListener, RequestError } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { secureHeaders } from 'hono/secure-headers'
import { apiOriginForRequest, contentSecurityPolicy, varyByHost } from '../src/ssr/csp'
import { buildModulesOf, staticPageLinks, type BuildModules, type ViteManifest } from '../src/ssr/static-page-links'
import { parseStoreConfig, STORE_CONFIG_PATH } from '../src/lib/store-config'
import { CONTENT_TYPES, extensionOf, PRECOMPRESSED_SUFFIXES } from '../src/lib/content-types'
import { dependsOnFetchMode, servesAppFor } from '../src/lib/page-request'
import { prerenderedFileFor, SHELL_FILE } from '../src/lib/prerendered-files'

/**
 * The production static serving of the built app on Node (`npm start --static`, the e2e runs, the
 * benchmark, and every path the HTML server does not render), made of Hono's parts: serveStatic
 * streams the file and picks its `.br`/`.gz` copy (written by the build, scripts/vite-precompress.ts)
 * for the client's Accept-Encoding, `etag` answers If-None-Match with a 304, `secureHeaders` sends
 * nosniff and the referrer policy. Ours on top: which file a path gets (the prerendered pages at
 * their clean URLs, `/login` → login.html, else the route-neutral shell.html for a client route,
 * a 404 for a missing file), the store's `/config.json` when it is given one, the
 * Content-Security-Policy, Cache-Control, Vary, the API preload `Link` and the content types.
 */

/** Options of the static app. */
export interface StaticServerOptions {
  /** The build folder (absolute or relative to the working directory). */
  root: string
  /**
   * The store API base this server hands the app (e.g. `http://localhost:8044/api/v1`): it answers
   * `/config.json` with it, in place of the file, and names it in the CSP and preloads. Null: the
   * app's default rule (`api.<host>`, or port 8044 on localhost; the CSP then follows the Host
   * header). Left out: what `<root>/config.json` says, served as it is.
   */
  apiBase?: string | null
  /** Image CDNs besides the API (CSP img-src / connect-src). */
  imageOrigins?: string[]
  /** Payment gateways the redirect_post form may submit to (CSP form-action). */
  formActionOrigins?: string[]
}

/** The store API base of a static folder's `config.json`, or null (none, or the default rule). */
export function readConfiguredApiBase(root: string): string | null {
  const file = join(root, STORE_CONFIG_PATH)
  if (!existsSync(file)) return null
  try {
    return parseStoreConfig(JSON.parse(readFileSync(file, 'utf8')))?.apiBase ?? null
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

/** Where a build keeps Vite's manifest (under a dot folder, so no host serves it). */
const manifestFile = (root: string) => join(root, '.vite', 'manifest.json')

/** The module files of the build in `root`, from its manifest (`.vite/manifest.json`): see `BuildModules`. */
export function readBuildModules(root: string): BuildModules {
  const file = manifestFile(root)
  if (!existsSync(file)) return { entry: null, routes: new Map() }
  return buildModulesOf(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest)
}

/**
 * `readBuildModules(root)`, read again whenever the manifest changes: a deploy that replaces the
 * folder's files while the server runs must not get the old build's chunk names preloaded.
 */
function liveBuildModules(root: string): () => BuildModules {
  const file = manifestFile(root)
  let version: string | null = null
  let modules: BuildModules = { entry: null, routes: new Map() }
  return () => {
    const stats = fileStats(file)
    const now = stats ? `${stats.size}-${stats.mtimeMs}` : ''
    if (now !== version) {
      version = now
      try {
        modules = readBuildModules(root)
      } catch {
        // A manifest half written by a deploy in progress: no route preloads until it is whole.
        modules = { entry: null, routes: new Map() }
        version = null
      }
    }
    return modules
  }
}

/**
 * Cache-Control for a served path: content-hashed `/assets/*` forever; everything else (index.html,
 * sw.js, the manifest, icons and images without a hash in their name) revalidated with its ETag on
 * every use, so a deploy is picked up at once (the service worker updates from sw.js).
 */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** Which file answers a request, decided before serveStatic runs. */
interface Target {
  /** The absolute file, or null for a 404. */
  file: string | null
  /** That file's stats, read once per request and reused (copies check, ETag). */
  stats?: Stats
  /** The URL path of that file (`/shell.html` for a client route), for its Cache-Control. */
  servedPath: string
  /** A missing file-like path: the answer depends on whether the request is a navigation. */
  varyByMode: boolean
}

type StaticEnv = { Variables: { target: Target; servedFile?: string } }

/** A file's stats, or undefined when it is not a file there. */
const fileStats = (file: string): Stats | undefined => {
  const info = statSync(file, { throwIfNoEntry: false })
  return info?.isFile() ? info : undefined
}

/** Size and time of a file, or null when it is not there: a change of either is a new version. */
const versionOf = (info: Stats | undefined) => (info ? `${info.size}:${info.mtimeMs}` : null)
/** Verdicts of hasFreshCopies by file, each for the versions of the file and its copies it was made for. */
const copyVerdicts = new Map<string, { versions: string; fresh: boolean }>()

/**
 * Whether `file` has compressed copies (`.br`, `.gz`) that still match it: every copy there
 * decompresses to the file's current bytes. A file replaced after the build (a hot-fixed sw.js)
 * would otherwise be shadowed by its old copy for every client that accepts compression; it is
 * sent uncompressed until the next build writes fresh copies. Compared by content, not by time, so
 * a deploy by plain copy (new times, in any order) keeps its copies. Checked once per version of the
 * file and its copies (size and time). `stats`: the file's, when the caller has read them already.
 */
export function hasFreshCopies(file: string, stats: Stats | undefined = fileStats(file)): boolean {
  const own = versionOf(stats)
  if (!own) return false
  const copies = PRECOMPRESSED_SUFFIXES.map((suffix) => versionOf(fileStats(file + suffix)))
  if (!copies.some(Boolean)) return false
  const versions = [own, ...copies].join('|')
  const known = copyVerdicts.get(file)
  if (known?.versions === versions) return known.fresh
  let fresh = false
  try {
    const body = readFileSync(file)
    fresh = PRECOMPRESSED_SUFFIXES.every((suffix, i) => {
      if (!copies[i]) return true
      const copy = readFileSync(file + suffix)
      return (suffix === '.br' ? brotliDecompressSync(copy) : gunzipSync(copy)).equals(body)
    })
  } catch {
    // A copy that does not decompress is not fresh.
  }
  copyVerdicts.set(file, { versions, fresh })
  return fresh
}

/**
 * The file for `pathname`: its own file (`/` is index.html); else, for a request that gets the app
 * (`servesAppFor`), its prerendered page when the build made one, else the route-neutral shell, never
 * another page's first view (a build without a shell falls back to index.html); else none. Null
 * for a path that must not be served at all (see resolveRequestPath).
 */
function targetFor(root: string, pathname: string, method: string, secFetchMode?: string): Target | null {
  const own = resolveRequestPath(root, pathname)
  if (!own) return null
  const file = pathname === '/' ? join(root, 'index.html') : own
  const stats = fileStats(file)
  if (stats) return { file, stats, servedPath: pathname === '/' ? '/index.html' : pathname, varyByMode: false }
  const varyByMode = dependsOnFetchMode(pathname)
  if (servesAppFor(pathname, { method, secFetchMode })) {
    for (const name of [prerenderedFileFor(pathname), SHELL_FILE, 'index.html']) {
      const page = name ? join(root, name) : undefined
      const pageStats = page && fileStats(page)
      if (pageStats) return { file: page, stats: pageStats, servedPath: `/${name}`, varyByMode }
    }
  }
  return { file: null, servedPath: pathname, varyByMode }
}

const TEXT = 'text/plain; charset=utf-8'

/**
 * The static app: GET and HEAD only (else 405), the CSP, nosniff and referrer policy on every answer,
 * each file with its content type, Cache-Control (`cacheControlFor`), an ETag of its size and time
 * (304 for a matching If-None-Match), its precompressed copy when the client accepts one, `Vary`
 * naming what the answer depends on, and on HTML a `Link` with the API's preconnect, the store-info and
 * config.json preloads, and the page route's chunks as modulepreload.
 * Mount it anywhere with `app.fetch(request)`; `startStaticServer` puts it on a socket.
 */
export function createStaticApp(options: StaticServerOptions): Hono<StaticEnv> {
  const root = resolve(options.root)
  const configured = options.apiBase !== undefined
  const apiBase = configured ? options.apiBase! : readConfiguredApiBase(root)
  const buildModules = liveBuildModules(root)

  const files = (precompressed: boolean) =>
    serveStatic<StaticEnv>({
      root,
      precompressed,
      // The path was checked and resolved before (resolveRequestPath); `%2F` in a route is no reason to refuse.
      allowPercentInPath: true,
      rewriteRequestPath: (_, c) => `/${relative(root, c.get('target').file!).split(sep).join('/')}`,
      onFound: (file, c) => void c.set('servedFile', file),
    })
  const serveWithCopies = files(true)
  const serveAsIs = files(false)

  const app = new Hono<StaticEnv>()
  // Only these two of secureHeaders' defaults: the same headers the Cloudflare `_headers` file and the
  // rendered pages send, so a page behaves alike however it was served.
  app.use(
    secureHeaders({
      xContentTypeOptions: true,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      strictTransportSecurity: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      removePoweredBy: false,
    }),
  )
  // The policy names the API origin, which follows the Host header when the build left it open, so it
  // is computed per request (secureHeaders' directive lists are fixed at start).
  const csp: MiddlewareHandler<StaticEnv> = async (c, next) => {
    await next()
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({
        apiOrigin: apiOriginForRequest(c.req.raw, apiBase),
        imageOrigins: options.imageOrigins,
        formActionOrigins: options.formActionOrigins,
      }),
    )
    // Then the policy and the HTML's Link header follow the request's Host and X-Forwarded-Proto:
    // a shared cache must not hand one host's headers to another.
    if (!apiBase) c.header('Vary', varyByHost(c.res.headers.get('Vary')))
  }
  app.use(csp)
  app.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return c.body('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Content-Type': TEXT })
  })
  app.use(etag())
  app.use(async (c, next) => {
    const url = new URL(c.req.url)
    if (configured && url.pathname === STORE_CONFIG_PATH) {
      return c.body(`${JSON.stringify({ apiBase })}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
    }
    const target = targetFor(root, url.pathname, c.req.method, c.req.header('sec-fetch-mode'))
    if (!target) return c.body('Not Found', 404, { 'Content-Type': TEXT })
    c.set('target', target)
    // serveStatic's `precompressed` checks only that a copy exists, so it is used only where the
    // copies are fresh (see hasFreshCopies).
    const compressed = target.file !== null && hasFreshCopies(target.file, target.stats)
    if (target.file) {
      // Called here rather than registered, so its answer is set as the response here too.
      const res = await (compressed ? serveWithCopies : serveAsIs)(c, next)
      if (res) c.res = res
    }
    const served = c.get('servedFile')
    if (!target.file || !served) {
      const headers: Record<string, string> = { 'Content-Type': TEXT, 'Cache-Control': 'no-cache' }
      if (target.varyByMode) headers.Vary = 'Sec-Fetch-Mode'
      return c.body('Not Found', 404, headers)
    }
    const ext = extensionOf(target.file)
    c.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    c.header('Cache-Control', cacheControlFor(target.servedPath))
    // Size and time of the file sent (its .br or .gz copy has its own): known for HEAD too, and no
    // need to read the whole file to hash it as etag() would.
    const info = served === target.file && target.stats ? target.stats : statSync(served)
    c.header('ETag', `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`)
    const vary = [target.varyByMode && 'Sec-Fetch-Mode', compressed && 'Accept-Encoding'].filter(Boolean)
    if (vary.length) c.header('Vary', vary.join(', '))
    else c.res.headers.delete('Vary')
    const apiOrigin = apiOriginForRequest(c.req.raw, apiBase)
    // The HTML starts the API connection and what the page will ask for first while its JavaScript
    // downloads (see staticPageLinks).
    if (ext === '.html' && apiOrigin) {
      c.header(
        'Link',
        staticPageLinks({
          apiOrigin,
          apiBase,
          pathname: url.pathname,
          appRoute: target.servedPath !== url.pathname,
          precacheCopy: url.searchParams.has('__WB_REVISION__'),
          modules: buildModules(),
        }),
      )
    }
  })
  app.onError((err, c) => {
    console.error(err)
    return c.body('Internal Server Error', 500, { 'Content-Type': TEXT })
  })
  return app
}

/** A running static server. */
export interface RunningStaticServer {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

/** Serves `options.root` with `createStaticApp` on `host:port` (port 0 = a free one). */
export async function startStaticServer(
  options: StaticServerOptions & { port: number; host?: string },
): Promise<RunningStaticServer> {
  const app = createStaticApp(options)
  const host = options.host ?? '127.0.0.1'
  const server = await listenOnNode(app.fetch, options.port, host)
  return { ...listeningAt(server, host, options.port), server }
}

/**
 * An HTTP server on `host:port` (0 = a free one) answering with `fetch` through @hono/node-server's
 * request listener, once listening. A request target the adapter cannot turn into a Request (a
 * backslash in the path, a bad Host) gets a plain 404, as any path the static app refuses does,
 * rather than the adapter's bare 400; any other error a 500.
 */
export async function listenOnNode(
  fetch: Parameters<typeof getRequestListener>[0],
  port: number,
  host: string,
): Promise<Server> {
  const listener = getRequestListener(fetch, {
    errorHandler: (err) => {
      if (!(err instanceof RequestError)) console.error(err)
      return err instanceof RequestError
        ? new Response('Not Found', {
            status: 404,
            headers: { 'Content-Type': TEXT, 'X-Content-Type-Options': 'nosniff' },
          })
        : new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': TEXT } })
    },
  })
  const server = createServer((req, res) => void listener(req, res))
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok())
  })
  return server
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

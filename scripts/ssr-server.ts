import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { serve, type HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { apiOriginFor, contentSecurityPolicy } from './csp'
import { createStaticHandler, pickEncoding, readBuildApiBase } from './static-server'

/**
 * Spike: a Hono server (Node) that renders the first view of `/`, `/products?…` and
 * `/product/{id}` with the built server renderer, and hands every other request, and every render
 * that fails or runs late, to the static handler (the plain shell, as `npm start` serves it).
 *
 * `tsx scripts/ssr-server.ts --dir dist-ssr --server dist-server/entry-server.js --port 46151`
 * Environment: SSR_TIMEOUT_MS (800), HOST (127.0.0.1).
 */

/** The renderer's contract (src/entry-server.tsx), loaded from the SSR build at run time. */
interface Renderer {
  renderPage(
    request: Request,
    options: { template: string; nonce: string; timeoutMs: number },
  ): Promise<{ status: number; html: string; location?: string; timings?: { data: number; render: number } } | null>
}

/** Paths whose first view the server renders: home, a listing, a product. */
export function rendersOnServer(pathname: string): boolean {
  return pathname === '/' || pathname === '/products' || /^\/product\/[^/]+\/?$/.test(pathname)
}

/**
 * The built index.html made ready for rendering: no doctype (the router's response adds one), no
 * CSP meta (its `script-src 'self'` would block the router's inline scripts; the header carries the
 * policy with this response's nonce), and a `csp-nonce` meta the client router reads.
 */
export function prepareTemplate(html: string): string {
  return (
    html
      .replace(/^<!doctype html>\s*/i, '')
      // The router adds its late scripts before the exact bytes `</body></html>`.
      .replace(/<\/body>\s*<\/html>\s*$/i, '</body></html>')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
      .replace(
        /<meta charset="[^"]*"\s*\/?>/i,
        (m) => `${m}\n    <meta property="csp-nonce" content="__CSP_NONCE__" />`,
      )
  )
}

/** Starts the server; resolves with its URL. */
export async function startSsrServer(opts: {
  dir: string
  serverEntry: string
  port: number
  host?: string
  timeoutMs?: number
}) {
  const root = resolve(opts.dir)
  const timeoutMs = opts.timeoutMs ?? 800
  const renderer = (await import(pathToFileURL(resolve(opts.serverEntry)).href)) as Renderer
  const template = prepareTemplate(readFileSync(resolve(root, 'index.html'), 'utf8'))
  const apiBase = readBuildApiBase(root)
  const staticHandler = createStaticHandler({ root })
  await staticHandler.warm?.()

  const app = new Hono<{ Bindings: HttpBindings }>()
  const shell = (c: { env: HttpBindings }) => {
    staticHandler(c.env.incoming, c.env.outgoing)
    return RESPONSE_ALREADY_SENT
  }
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    if (!rendersOnServer(url.pathname) || c.req.query('__WB_REVISION__') !== undefined) return shell(c)
    const nonce = randomBytes(16).toString('base64')
    const started = performance.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const page = await Promise.race([
      renderer.renderPage(c.req.raw, { template: template.replaceAll('__CSP_NONCE__', nonce), nonce, timeoutMs }),
      new Promise<null>((done) => (timer = setTimeout(() => done(null), timeoutMs + 200))),
    ])
    clearTimeout(timer)
    const took = (performance.now() - started).toFixed(1)
    if (!page) {
      c.env.outgoing.setHeader('Server-Timing', `ssr;desc="fallback";dur=${took}`)
      return shell(c)
    }
    if (page.location) return c.redirect(page.location, page.status as 302)
    const protocol = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : 'http:'
    const csp = contentSecurityPolicy({
      apiOrigin: apiOriginFor(protocol, c.req.header('host') ?? 'localhost', apiBase),
    })
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // The nonce is this response's own, and the page may differ per request: never reused.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Server-Timing': [
        `ssr;dur=${took}`,
        `data;dur=${page.timings?.data.toFixed(1)}`,
        `render;dur=${page.timings?.render.toFixed(1)}`,
      ].join(', '),
      Vary: 'Accept-Encoding',
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    const body = Buffer.from(page.html)
    if (encoding) headers['Content-Encoding'] = encoding
    const out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(body, { level: 6 })
          : body
    return c.body(new Uint8Array(out), page.status as 200, headers)
  })
  app.all('*', (c) => shell(c))

  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((ready) => serve({ fetch: app.fetch, port: opts.port, hostname: host }, () => ready()))
  return `http://localhost:${opts.port}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`)
    return at > 0 ? process.argv[at + 1]! : fallback
  }
  const url = await startSsrServer({
    dir: arg('dir', 'dist'),
    serverEntry: arg('server', 'dist-server/entry-server.js'),
    port: Number(arg('port', '4173')),
    host: process.env.HOST,
    timeoutMs: process.env.SSR_TIMEOUT_MS ? Number(process.env.SSR_TIMEOUT_MS) : undefined,
  })
  console.log(`SSR app on ${url}`)
}

import type { Context, ExecutionContext } from 'hono'
import { entry, routeModules, template } from 'virtual:storefront-build'
import { NONCE_SLOT, prepareTemplate, renderPage } from './entry-renderer'
import { STORE_CONFIG_PATH } from './lib/store-config'
import { servesAppForRequest } from './lib/page-request'
import { SHELL_FILE } from './lib/prerendered-files'
import { createHtmlApp } from './ssr/html-app'
import { apiOriginForRequest, originOf, parseOrigins } from './ssr/csp'
import { staticPageLinks, type BuildModules } from './ssr/static-page-links'

/* The HTML server as a Cloudflare Worker: it runs for the rendered paths only; the assets binding serves the rest. */

/** The Worker's bindings (wrangler.toml). */
export interface EdgeEnv {
  ASSETS: { fetch(request: Request): Promise<Response> }
  /** E.g. `https://api.shop.example.in/api/v1`. */
  STORE_API_URL?: string
  /** Ms (default 600). */
  SSR_TIMEOUT_MS?: string
  CSP_IMAGE_ORIGINS?: string
  CSP_FORM_ACTION_ORIGINS?: string
}

type Edge = { Bindings: EdgeEnv }

const buildModules: BuildModules = { entry, routes: new Map(routeModules) }

/** The assets' answer, else the route-neutral shell for an app route, plus the per-route `Link` header. */
function fromAssets(apiBase: string | null) {
  return async (c: Context<Edge>, serverTiming?: string, request = c.req.raw): Promise<Response> => {
    let res = await c.env.ASSETS.fetch(request)
    if (res.status === 404 && servesAppForRequest(request)) {
      // The clean URL: the platform redirects `/shell.html` to `/shell` (html_handling).
      const shellUrl = new URL(`/${SHELL_FILE.replace(/\.html$/, '')}`, request.url)
      res = await c.env.ASSETS.fetch(new Request(shellUrl, { method: request.method, headers: request.headers }))
    }
    const html = res.ok && (res.headers.get('content-type') ?? '').startsWith('text/html')
    const apiOrigin = html ? apiOriginForRequest(request, apiBase) : null
    if (!serverTiming && !apiOrigin) return res
    const headers = new Headers(res.headers)
    if (serverTiming) headers.set('Server-Timing', serverTiming)
    if (apiOrigin) {
      const url = new URL(request.url)
      const links = staticPageLinks({
        apiOrigin,
        apiBase,
        pathname: url.pathname,
        appRoute: !url.pathname.endsWith('.html'),
        precacheCopy: url.searchParams.has('__WB_REVISION__'),
        modules: buildModules,
      })
      headers.set('Link', links)
    }
    return new Response(res.body, { status: res.status, headers })
  }
}

// One HTML app per set of bindings (a deployment has one), made on its first request.
const apps = new Map<string, { app: ReturnType<typeof createHtmlApp<Edge>>['app']; apiBase: string | null }>()

/** The app for `env`, and the store API it reads (null: STORE_API_URL is unset or not an http(s) URL). */
function appFor(env: EdgeEnv) {
  const key = [env.STORE_API_URL, env.SSR_TIMEOUT_MS, env.CSP_IMAGE_ORIGINS, env.CSP_FORM_ACTION_ORIGINS].join('\n')
  let made = apps.get(key)
  if (!made) {
    const apiBase = storeApiUrl(env.STORE_API_URL)
    const timeoutMs = Number(env.SSR_TIMEOUT_MS)
    const app = createHtmlApp<Edge>({
      renderer: { renderPage, prepareTemplate, NONCE_SLOT },
      template,
      routeModules: new Map(routeModules),
      apiBase,
      timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : undefined,
      imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
      formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
      shell: fromAssets(apiBase),
    }).app
    made = { app, apiBase }
    apps.set(key, made)
  }
  return made
}

/** The setting as an API base; one that is not an http(s) URL is reported (once per app) and reads as none. */
function storeApiUrl(url: string | undefined): string | null {
  if (url && originOf(url)) return url.replace(/\/+$/, '')
  if (url) console.error(`STORE_API_URL is not an http(s) URL (${url.slice(0, 100)}): the default rule applies`)
  return null
}

/** The Worker: `fetch(request, env, ctx)` → the rendered page, or the assets' answer. */
export default {
  fetch(request: Request, env: EdgeEnv, ctx?: ExecutionContext): Response | Promise<Response> {
    const { app, apiBase } = appFor(env)
    // The deployment's store API for pages the platform served (routed here by wrangler.toml).
    if (apiBase && new URL(request.url).pathname === STORE_CONFIG_PATH) {
      return new Response(`${JSON.stringify({ apiBase })}\n`, {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }
    return app.fetch(request, env, ctx)
  },
}

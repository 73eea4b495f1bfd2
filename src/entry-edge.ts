import type { Context, ExecutionContext } from 'hono'
import { entry, routeModules, template } from 'virtual:storefront-build'
import { NONCE_SLOT, prepareTemplate, renderPage } from './entry-server'
import { setServerApiBase } from './lib/config'
import { STORE_CONFIG_PATH } from './lib/store-config'
import { servesAppForRequest } from './lib/page-request'
import { SHELL_FILE } from './lib/prerendered-files'
import { createHtmlApp } from './ssr/html-app'
import { apiOriginForRequest, originOf, parseOrigins } from './ssr/csp'
import { staticPageLinks, type BuildModules } from './ssr/static-page-links'

/*
 * The HTML server as a Cloudflare Worker (`npm run build:edge` bundles this file into
 * dist-edge/entry-edge.js; wrangler.toml deploys it with dist/ as its static assets). The platform
 * serves the static files itself; the Worker only runs for the rendered paths (`run_worker_first`)
 * and answers everything it does not render from the assets binding.
 */

/** The Worker's bindings (wrangler.toml). */
export interface EdgeEnv {
  /** The static assets of the build (dist/), served with the `_headers` rules. */
  ASSETS: { fetch(request: Request): Promise<Response> }
  /**
   * The store API the pages are rendered from and the browser calls (written into each rendered
   * page), e.g. `https://api.shop.example.in/api/v1`; unset: the app's default rule.
   */
  STORE_API_URL?: string
  /** The store data budget of one render in ms (600). */
  SSR_TIMEOUT_MS?: string
  /** Space- or comma-separated extra origins for the CSP, as for `npm start`. */
  CSP_IMAGE_ORIGINS?: string
  CSP_FORM_ACTION_ORIGINS?: string
}

type Edge = { Bindings: EdgeEnv }

/** The browser build's modules, for the shell's preloads. */
const buildModules: BuildModules = { entry, routes: new Map(routeModules) }

/**
 * The static answer to the request, as the Node static server gives it: its file (`/` is home's
 * prerendered index.html, `/login` login.html), else, for a request that gets the app (the same rule
 * as the Node static server: `servesAppFor`), the route-neutral shell
 * (`not_found_handling = "none"` hands such a request to the Worker, and the platform would serve
 * index.html, home's page, as an SPA fallback), with `serverTiming` added when a render was given up.
 * A page gets the Node static server's `Link` header too (staticPageLinks: the API's preconnect,
 * store info, config.json, the route's chunks), which the platform's `_headers` cannot give per route.
 */
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

/** One app per configuration: the bindings are fixed for a deployment, so this is built once. */
const apps = new Map<string, ReturnType<typeof createHtmlApp<Edge>>['app']>()

function appFor(env: EdgeEnv, apiBase: string | null) {
  const key = [apiBase, env.SSR_TIMEOUT_MS, env.CSP_IMAGE_ORIGINS, env.CSP_FORM_ACTION_ORIGINS].join('\n')
  let app = apps.get(key)
  if (!app) {
    const timeoutMs = Number(env.SSR_TIMEOUT_MS)
    app = createHtmlApp<Edge>({
      renderer: { renderPage, prepareTemplate, NONCE_SLOT },
      template,
      routeModules: new Map(routeModules),
      apiBase,
      timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : undefined,
      imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
      formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
      shell: fromAssets(apiBase),
    }).app
    apps.set(key, app)
  }
  return app
}

let warnedStoreUrl = false

/**
 * Points the renderer at `STORE_API_URL` and returns it when it is an http(s) URL; otherwise null
 * (the app's default rule), and the mistake is logged once.
 */
function applyStoreApiUrl(url: string | undefined): string | null {
  if (url && originOf(url)) {
    setServerApiBase(url)
    return url.replace(/\/+$/, '')
  }
  if (url && !warnedStoreUrl) {
    warnedStoreUrl = true
    console.error(`STORE_API_URL is not an http(s) URL (${url.slice(0, 100)}): the default rule applies`)
  }
  return null
}

/** The Worker: `fetch(request, env, ctx)` → the rendered page, or the assets' answer. */
export default {
  fetch(request: Request, env: EdgeEnv, ctx?: ExecutionContext): Response | Promise<Response> {
    // Set on each request, as the bindings arrive with it; they are the same for a whole deployment.
    const apiBase = applyStoreApiUrl(env.STORE_API_URL)
    // The store API of this deployment for a page the platform served (wrangler.toml sends this path here).
    if (apiBase && new URL(request.url).pathname === STORE_CONFIG_PATH) {
      return new Response(`${JSON.stringify({ apiBase })}\n`, {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }
    return appFor(env, apiBase).fetch(request, env, ctx)
  },
}

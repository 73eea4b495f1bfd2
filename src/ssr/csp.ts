/**
 * The Content-Security-Policy of the storefront, shared by the static server of `npm start` (HTTP
 * header), the HTML server on Node and on an edge runtime (header, plus the response's nonce; the
 * edge build's `_headers` file) and the Vite build (the `<meta http-equiv>` fallback in index.html).
 *
 * Why each directive:
 * - `script-src 'self'` and one hash: only our own bundles, and the one inline script of home's
 *   page, by its hash (src/ssr/home-guard.ts); an injected `<script>` or `onerror=` handler never runs.
 * - `style-src 'self' 'unsafe-inline'`: styled-components (and sonner) inject `<style>` elements at
 *   run time and index.html inlines its critical CSS. A nonce would need per-response HTML templating
 *   (this is a static build) and hashes cannot cover run-time styles. Inline CSS cannot run script.
 * - `img-src` / `connect-src`: our origin and the API origin (product and category images, JSON);
 *   `data:` for the payment QR image (`qrBase64`) and `blob:` for object URLs.
 * - `form-action`: the payment's `redirect_post` submits a form to the bank page, which is on the API
 *   origin in the reference setup. A real store must list its payment gateway's origin here
 *   (`CSP_FORM_ACTION_ORIGINS` in `npm start`).
 * - `frame-ancestors 'none'`: no clickjacking (header only: browsers ignore it in a meta tag).
 */

import { apiBaseFor } from '../lib/store-config'
import { HOME_GUARD_HASH } from './home-guard'

/** What the policy is built from. */
export interface CspOptions {
  /** The API origin, e.g. `http://localhost:8044`; null when unknown (API sources left out). */
  apiOrigin: string | null
  /** Image hosts besides ours and the API (a CDN); also allowed for fetch, as the service worker caches images. */
  imageOrigins?: string[]
  /** Payment gateways the `redirect_post` form may submit to, besides the API origin. */
  formActionOrigins?: string[]
  /** For `<meta http-equiv>`: leaves out `frame-ancestors`, which meta tags cannot carry. */
  meta?: boolean
}

/** The policy as an ordered list of `[directive, sources]`. */
export function cspDirectives({
  apiOrigin,
  imageOrigins = [],
  formActionOrigins = [],
  meta = false,
}: CspOptions): [string, string[]][] {
  const api = apiOrigin ? [apiOrigin] : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", HOME_GUARD_HASH]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", ...api, ...imageOrigins, 'data:', 'blob:']],
    ['connect-src', ["'self'", ...api, ...imageOrigins]],
    ['font-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...api, ...formActionOrigins]],
    ['object-src', ["'none'"]],
  ]
  return meta ? directives.filter(([name]) => name !== 'frame-ancestors') : directives
}

/**
 * The `<meta http-equiv>` policy of a build. The build does not know the store API (it is run-time
 * configuration), so with `apiOrigin` null the directives that would have to name it (default-src,
 * img-src, connect-src, form-action) are left out rather than break every API call; the server's
 * header carries the full policy.
 */
export function metaPolicy(apiOrigin: string | null): string {
  const needsApi = new Set(['default-src', 'img-src', 'connect-src', 'form-action'])
  return cspDirectives({ apiOrigin, meta: true })
    .filter(([name]) => apiOrigin !== null || !needsApi.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** The policy as a header value: `default-src 'self'; script-src 'self'; …`. */
export function contentSecurityPolicy(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** `http://localhost:8044/api/v1` → `http://localhost:8044`; null for anything that is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The API origin the app will call from a page at `protocol//host` (`host` as in the Host header):
 * the configured API base's, else the default rule's (apiBaseFor); null when `host` is not a plain
 * host name.
 */
export function apiOriginFor(
  protocol: 'http:' | 'https:',
  host: string,
  configuredApiBase: string | null,
): string | null {
  return originOf(apiBaseFor(protocol, host, configuredApiBase))
}

/**
 * `apiOriginFor` the page a request asks for: https when its URL is or a proxy in front says so
 * (`X-Forwarded-Proto: https`), its Host header (else the URL's host).
 */
export function apiOriginForRequest(request: Request, configuredApiBase: string | null): string | null {
  const url = new URL(request.url)
  const https = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  return apiOriginFor(https ? 'https:' : 'http:', request.headers.get('host') ?? url.host, configuredApiBase)
}

/** Space- or comma-separated origins from the environment; anything that is not an http(s) origin is dropped. */
export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => originOf(s))
    .filter((s): s is string => s !== null)
}

/** Request headers the API origin follows when the build left it open (apiOriginFor without a base). */
export const HOST_HEADERS = ['Host', 'X-Forwarded-Proto'] as const

/**
 * A `Vary` value that adds Host and X-Forwarded-Proto to `vary` (null: none yet), for responses
 * whose CSP or `Link` header names an API origin that follows them, so a shared cache keeps one
 * host's or scheme's headers from another.
 */
export function varyByHost(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const h of HOST_HEADERS) if (!names.some((n) => n.toLowerCase() === h.toLowerCase())) names.push(h)
  return names.join(', ')
}

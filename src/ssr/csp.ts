/* The storefront's CSP; `style-src 'unsafe-inline'` because styled-components injects styles at run time. */

import { apiBaseFor } from '../lib/store-config'
import { HOME_GUARD_HASH } from './home-guard'

export interface CspOptions {
  /** Null when unknown (API sources left out). */
  apiOrigin: string | null
  /** Image CDNs; also in connect-src, as the service worker fetches images. */
  imageOrigins?: string[]
  formActionOrigins?: string[]
  meta?: boolean
}

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

/** The build's meta policy; with `apiOrigin` null, directives that would need it are left out. */
export function metaPolicy(apiOrigin: string | null): string {
  const needsApi = new Set(['default-src', 'img-src', 'connect-src', 'form-action'])
  return cspDirectives({ apiOrigin, meta: true })
    .filter(([name]) => apiOrigin !== null || !needsApi.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export function contentSecurityPolicy(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** `http://localhost:8044/api/v1` → `http://localhost:8044`; null unless http(s). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/** The API origin a page at `protocol//host` calls; null when `host` is not a plain host name. */
export function apiOriginFor(
  protocol: 'http:' | 'https:',
  host: string,
  configuredApiBase: string | null,
): string | null {
  return originOf(apiBaseFor(protocol, host, configuredApiBase))
}

export function apiOriginForRequest(request: Request, configuredApiBase: string | null): string | null {
  const url = new URL(request.url)
  const https = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  return apiOriginFor(https ? 'https:' : 'http:', request.headers.get('host') ?? url.host, configuredApiBase)
}

export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => originOf(s))
    .filter((s): s is string => s !== null)
}

export const HOST_HEADERS = ['Host', 'X-Forwarded-Proto'] as const

/** Adds Host and X-Forwarded-Proto to `vary`, for headers naming a host-derived API origin. */
export function varyByHost(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const h of HOST_HEADERS) if (!names.some((n) => n.toLowerCase() === h.toLowerCase())) names.push(h)
  return names.join(', ')
}

/** See csp.mjs. */
export interface CspOptions {
  apiOrigin: string | null
  imageOrigins?: string[]
  formActionOrigins?: string[]
  meta?: boolean
}
export function cspDirectives(options: CspOptions): [string, string[]][]
export function metaPolicy(apiOrigin: string | null): string
export function contentSecurityPolicy(options: CspOptions): string
export function originOf(url: string | null | undefined): string | null
export function apiOriginFor(protocol: 'http:' | 'https:', host: string, buildTimeApiBase: string | null): string | null
export function parseOrigins(raw: string | undefined): string[]

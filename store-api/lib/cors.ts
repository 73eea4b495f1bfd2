import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** Local origins on any port, plus the configured ones, may call the API with credentials. */
export function isAllowedOrigin(origin: string, extra: string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extra.includes(origin)
}

/** The request headers a store that implements only the contract allows. */
export const PLAIN_ALLOWED_HEADERS = ['Content-Type', 'Authorization']
/** The reference API also takes the `Idempotency-Key` of its `idempotency` capability. */
export const ALLOWED_HEADERS = [...PLAIN_ALLOWED_HEADERS, 'Idempotency-Key']
/** Answer headers it shows the app (optional, docs/store-api.md): its clock, and how long to wait when busy. */
export const EXPOSED_HEADERS = ['Date', 'Retry-After']

/**
 * CORS that reflects allowed origins (credentials need an exact origin, never '*'). `plain()`
 * true means a store without extensions: only the contract's request headers pass a preflight, and
 * no answer header beyond the safelisted ones is shown (the app then reads neither clock nor Retry-After).
 */
export function corsMiddleware(extraOrigins: string[], plain: () => boolean = () => false): MiddlewareHandler {
  const options = (allowHeaders: string[], exposeHeaders: string[]) =>
    cors({
      origin: (origin) => (origin && isAllowedOrigin(origin, extraOrigins) ? origin : null),
      credentials: true,
      allowHeaders,
      exposeHeaders,
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS', 'DELETE'],
      maxAge: 600,
    })
  const full = options(ALLOWED_HEADERS, EXPOSED_HEADERS)
  const strict = options(PLAIN_ALLOWED_HEADERS, [])
  return (c, next) => (plain() ? strict(c, next) : full(c, next))
}

import { cors } from 'hono/cors'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** Local origins on any port, plus the configured ones, may call the API with credentials. */
export function isAllowedOrigin(origin: string, extra: string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extra.includes(origin)
}

/** CORS that reflects allowed origins (credentials need an exact origin, never '*'). */
export function corsMiddleware(extraOrigins: string[]) {
  return cors({
    origin: (origin) => (origin && isAllowedOrigin(origin, extraOrigins) ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization', 'Host'],
    allowMethods: ['GET', 'POST', 'OPTIONS', 'DELETE'],
    maxAge: 600,
  })
}

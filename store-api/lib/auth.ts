import type { Context, MiddlewareHandler } from 'hono'
import { findUserByToken, type UserJson } from '../data/users'
import type { AppDeps, AppEnv } from './env'
import { ApiError } from './http'

/** The bearer token of the request, if any. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/** The signed-in shopper, or null when there is no valid token (never throws). */
export async function optionalUser(deps: AppDeps, c: Context): Promise<UserJson | null> {
  const token = bearerToken(c)
  return token ? findUserByToken(deps.db, token) : null
}

/** API paths whose answers are private: they read the bearer token, or hand one out (/coupons reads it when sent). */
const PRIVATE_API_PATH = /^\/api\/v1\/(?:users|auth|accountInfo|orders|payments|coupons)(?:\/|$)/

/**
 * Marks every answer on a private path (/users/*, /auth/*, /accountInfo, /orders*, /payments*), errors
 * included, `Cache-Control: no-store`, so no browser, proxy or service worker keeps a copy of a
 * shopper's account, orders, payments or token.
 */
export function noStorePrivate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (!PRIVATE_API_PATH.test(c.req.path)) return
    try {
      c.res.headers.set('Cache-Control', 'no-store')
    } catch {
      // Immutable headers (a test fault's cut connection): copy the answer to mark it.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('Cache-Control', 'no-store')
    }
  }
}

/** Rejects the request with 401 unless it carries a live bearer token; sets `user`. */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await optionalUser(deps, c)
    if (!user) throw new ApiError(401, 'Unauthorized')
    c.set('user', user)
    await next()
  }
}

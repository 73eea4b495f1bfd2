import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { claimKey, releaseKey, saveAnswer, type KeyClaim } from '../data/idempotency'
import type { AppDeps, AppEnv } from './env'
import { ApiError } from './http'

/** The request header of the `idempotency` capability. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

// Printable ASCII without spaces, 1–255 characters: a UUID fits, and so do most clients' keys.
const VALID_KEY = /^[\x21-\x7e]{1,255}$/

/**
 * Makes a signed-in POST safe to repeat (mount after requireAuth; `scope` names the endpoint,
 * e.g. 'POST /orders', so one key may serve an order and its payment). When the store offers the
 * `idempotency` capability and the request carries an `Idempotency-Key`:
 * - the first request with that key from that shopper to that endpoint runs, and its answer
 *   (status and body) is kept in the database for 24 hours — unless it is a 5xx, after which the
 *   key may be used again;
 * - a repeat within 24 hours gets the same status and body (marked `Idempotent-Replayed: true`)
 *   and changes nothing;
 * - a repeat while the first still runs gets 409, a key reused with another body 422, and a key
 *   that is not 1–255 visible ASCII characters 400 (each `{error}`).
 * Without the header, or for a plain store, the request runs as usual.
 */
export function idempotent(deps: AppDeps, scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || !c.get('profile').supports('idempotency') || c.get('ignoreIdempotencyKey')) return next()
    if (!VALID_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    const claim: KeyClaim = {
      userId: c.get('user').id,
      scope,
      key,
      fingerprint: createHash('sha256')
        .update(await c.req.text())
        .digest('hex'),
    }
    const found = await claimKey(deps.db, claim)
    if (found.kind === 'running')
      throw new ApiError(409, 'A request with this Idempotency-Key is still being processed')
    if (found.kind === 'replay' && found.fingerprint !== claim.fingerprint)
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request')
    if (found.kind === 'replay') {
      return new Response(found.body, {
        status: found.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      })
    }
    try {
      await next()
    } catch (error) {
      await releaseKey(deps.db, claim)
      throw error
    }
    if (c.res.status >= 500) await releaseKey(deps.db, claim)
    else await saveAnswer(deps.db, claim, c.res.status, await c.res.clone().text())
  }
}

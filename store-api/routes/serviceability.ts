import { Hono } from 'hono'
import { checkServiceability } from '../data/serviceability'
import type { AppDeps, AppEnv } from '../lib/env'
import { isValidPinCode } from '../../src/domain/pin-code'
import { ApiError } from '../lib/http'

/**
 * GET /serviceability?pincode=560001&productId=ID (the `serviceability` capability; no sign-in):
 * `{pincode, deliverable: true, estimatedDays, cashOnDelivery, city, state}` or
 * `{pincode, deliverable: false}`. A missing or malformed PIN is a 400, an unknown product a 404,
 * both as `{error, message}` with the same text; a plain store has no such endpoint (404).
 */
export function serviceabilityRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!c.get('profile').supports('serviceability')) throw new ApiError(404, 'Not found')
    const pincode = (c.req.query('pincode') ?? '').trim()
    if (!isValidPinCode(pincode)) return refuse(400, 'pincode must be a 6-digit PIN code not starting with 0')
    const productId = c.req.query('productId')?.trim() || undefined
    if (productId && productId.length > 200) return refuse(400, 'productId is too long')
    const answer = await checkServiceability(deps.db, pincode, productId)
    if (!answer) return refuse(404, 'Product not found')
    return c.json(answer)

    // The extension's error shape carries `message`; `error` too, like every other answer of this API.
    function refuse(status: 400 | 404, message: string) {
      return c.json({ error: message, message }, status)
    }
  })
}

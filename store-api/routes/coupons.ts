import { Hono } from 'hono'
import * as v from 'valibot'
import { checkCoupon, listOffers, subtotalPaise } from '../data/coupons'
import { getProductsForPricing } from '../data/products'
import { COUPON_CODE_MAX, normaliseCouponCode } from '../../src/domain/coupon-code'
import { toRupees } from '../../src/domain/money'
import { MAX_LINE_QUANTITY } from '../../src/lib/order-limits'
import { optionalUser } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'

const ApplySchema = v.object({
  code: v.pipe(v.string('code is required'), v.maxLength(200, 'code is too long')),
  products: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
      }),
      'products must be a list of {id, quantity}',
    ),
    v.minLength(1, 'The cart has no products'),
    v.maxLength(100, 'A cart can hold at most 100 different products'),
  ),
})

/**
 * The `coupons` extension (a plain store has neither endpoint: 404). GET /coupons: the offers the
 * shopper (bearer optional) may use, under `data`. POST /coupons/apply `{code, products: [{id, quantity}]}`:
 * `{code, discount, subtotal, total, message}` (₹, on the store's prices), or 404/422 `{error, message}`.
 */
export function couponsRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!c.get('profile').supports('coupons')) throw new ApiError(404, 'Not found')
      await next()
    })
    .get('/', async (c) => {
      const user = await optionalUser(deps, c)
      return c.json({ data: await listOffers(db, user?.id ?? null) })
    })
    .post('/apply', async (c) => {
      const input = parseOr400(ApplySchema, await readJsonObject(c))
      const code = normaliseCouponCode(input.code)
      if (!code || code.length > COUPON_CODE_MAX) return refuse(404, 'Invalid coupon code')
      const quantities = new Map<string, number>()
      for (const p of input.products) quantities.set(p.id, (quantities.get(p.id) ?? 0) + p.quantity)
      const catalogue = await getProductsForPricing(db, [...quantities.keys()])
      const items = [...quantities].map(([id, quantity]) => {
        const product = catalogue.get(id)
        if (!product) throw new ApiError(400, `Product not found: ${id.slice(0, 100)}`)
        return { price: product.price, quantity }
      })
      const subtotal = subtotalPaise(items)
      const user = await optionalUser(deps, c)
      const check = await checkCoupon(db, { code, subtotalPaise: subtotal, userId: user?.id ?? null })
      if (!check.ok) return refuse(check.status, check.message)
      return c.json({
        code: check.code,
        discount: toRupees(check.discountPaise),
        subtotal: toRupees(subtotal),
        total: toRupees(subtotal - check.discountPaise),
        message: `${check.code} applied`,
      })

      // Errors carry `message` (the extension's shape) and `error` (like every answer of this API).
      function refuse(status: 404 | 422, message: string) {
        return c.json({ error: message, message }, status)
      }
    })
}

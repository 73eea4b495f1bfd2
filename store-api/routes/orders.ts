import { Hono } from 'hono'
import * as v from 'valibot'
import { createOrder, getOrder, listOrders, toOrderJson, type OwnedOrder } from '../data/orders'
import { getProductsForPricing } from '../data/products'
import { getMessages } from '../data/settings'
import { MAX_LINE_QUANTITY } from '../../src/lib/order-limits'
import { PIN_CODE_PATTERN } from '../../src/domain/pin-code'
import { addressEntries, type ShippingField } from '../../src/domain/shipping-address'
import { optionalUser, requireAuth } from '../lib/auth'
import { checkServiceability } from '../data/serviceability'
import { checkCoupon, subtotalPaise } from '../data/coupons'
import { normaliseCouponCode } from '../../src/domain/coupon-code'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'
import { clientAddress } from '../lib/rate-limit'
import { idempotent } from '../lib/idempotency'

const field = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(200, `${label} must be at most 200 characters`),
  )

const LABELS: Record<ShippingField, string> = {
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  phone: 'Phone',
}

const ShippingSchema = v.object(
  addressEntries((k) => field(LABELS[k]), {
    postalCode: v.pipe(
      field(LABELS.postalCode),
      v.regex(PIN_CODE_PATTERN, 'Postal code must be 6 digits, not starting with 0'),
    ),
  }),
)

const QUANTITY_MESSAGE = `Quantities must be whole numbers from 1 to ${MAX_LINE_QUANTITY}`

const CreateOrderSchema = v.object({
  products: v.pipe(
    // Arrays are objects too; without this, ['id'] would read as { '0': 'id' }.
    v.custom<Record<string, unknown>>(
      (p) => typeof p === 'object' && p !== null && !Array.isArray(p),
      'products must map product ids to quantities',
    ),
    v.record(
      v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
      v.pipe(
        v.number(QUANTITY_MESSAGE),
        v.integer(QUANTITY_MESSAGE),
        v.minValue(1, QUANTITY_MESSAGE),
        v.maxValue(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
      ),
      'products must map product ids to quantities',
    ),
    v.check((p) => Object.keys(p).length > 0, 'The order has no products'),
    v.check((p) => Object.keys(p).length <= 100, 'An order can hold at most 100 different products'),
  ),
  shippingAddress: ShippingSchema,
  // The coupons extension: read only when the store supports it.
  couponCode: v.optional(v.unknown()),
})

const digits = (s: string) => s.replace(/\D/g, '')

/** Whether contactInfo names the order's owner: their email, or the last 10 digits of the shipping phone. */
export function contactMatches(order: OwnedOrder, contactInfo: string): boolean {
  const contact = contactInfo.trim().toLowerCase()
  if (!contact) return false
  if (order.ownerEmail && contact === order.ownerEmail.toLowerCase()) return true
  const given = digits(contact)
  return given.length >= 10 && given.slice(-10) === digits(order.shippingAddress.phone).slice(-10)
}

/** GET /orders, GET /orders/:id (owner or contactInfo) and POST /orders (repeat-safe with an Idempotency-Key). */
export function ordersRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', requireAuth(deps), async (c) => c.json(await listOrders(db, c.get('user').id)))
    .get('/:id', async (c) => {
      // Failed look-ups are rate limited per client address and order number (429 `{error}`).
      const tracking = c.get('limits').tracking
      const address = clientAddress(c)
      tracking.attempt(c, address, c.req.param('id'))
      const order = await getOrder(db, c.req.param('id'))
      // A stale token must not block tracking by contact: an invalid one counts as none.
      const user = order ? await optionalUser(deps, c) : null
      const allowed = order && (user?.id === order.userId || contactMatches(order, c.req.query('contactInfo') ?? ''))
      if (!order || !allowed) throw new ApiError(404, (await getMessages(db)).orderNotFound)
      tracking.succeeded(address, c.req.param('id'))
      return c.json(toOrderJson(order))
    })
    .post('/', requireAuth(deps), idempotent(deps, 'POST /orders'), async (c) => {
      const input = parseOr400(CreateOrderSchema, await readJsonObject(c))
      const catalogue = await getProductsForPricing(db, Object.keys(input.products))
      // Prices and titles come from the catalogue, never from the client.
      const items = Object.entries(input.products).map(([productId, quantity]) => {
        const product = catalogue.get(productId)
        if (!product) throw new ApiError(400, `Product not found: ${productId.slice(0, 100)}`)
        return { productId, productTitle: product.title, quantity, price: product.price }
      })
      // A store that checks delivery by PIN code takes no order it cannot deliver.
      if (c.get('profile').supports('serviceability')) {
        const pin = input.shippingAddress.postalCode
        for (const item of items) {
          const answer = await checkServiceability(db, pin, item.productId)
          if (!answer?.deliverable) throw new ApiError(400, `${item.productTitle} can't be delivered to ${pin}`)
        }
      }
      // A coupon that no longer applies refuses the whole order (400, nothing created).
      let coupon: { code: string; discountPaise: number } | undefined
      if (c.get('profile').supports('coupons') && input.couponCode !== undefined && input.couponCode !== null) {
        const code = normaliseCouponCode(input.couponCode)
        const check = await checkCoupon(db, { code, subtotalPaise: subtotalPaise(items), userId: c.get('user').id })
        if (!check.ok) return c.json({ error: check.message, message: check.message }, 400)
        coupon = check
      }
      const order = await createOrder(db, {
        userId: c.get('user').id,
        items,
        shippingAddress: input.shippingAddress,
        ...(coupon ? { coupon } : {}),
      })
      return c.json(order, 201)
    })
}

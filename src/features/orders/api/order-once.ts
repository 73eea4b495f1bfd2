import * as v from 'valibot'
import type { Order } from '@/domain/order'
import { orderStatus } from '@/domain/order-status'
import { addressLine } from '@/domain/shipping-address'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import { IDEMPOTENCY_HEADER, isOutcomeUnknown } from '@/lib/idempotency'
import { toRecord } from '@/lib/schema'
import type { CheckoutAttempt } from '../checkout-draft'
import { fetchOrdersTimed } from './order-request'

/** One order as sent: random key, products (id → quantity), shipping address and start time. */
export type OrderAttempt = CheckoutAttempt

/** The store's reason for refusing (`{error}` of a 4xx); undefined otherwise, for a 401 and a 409 key in use. */
export function refusalReason(error: unknown, keySent: boolean): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return undefined
  if (error.status < 400 || error.status > 499 || error.status === 401 || isOutcomeUnknown(error, keySent))
    return undefined
  return error.serverMessage
}

/** How far (ms) before the attempt an order's date may be on the store's clock (whole-second Date, travel). */
const CLOCK_MARGIN_MS = 2 * 60_000

/** An earlier attempt may have placed the order and the order list could not be read: nothing was sent. */
export class OrderOutcomeUnknownError extends Error {
  override readonly name = 'OrderOutcomeUnknownError'
}

/** The session changed before the order went out (another shopper, or none): nothing was sent. */
export class ShopperChangedError extends Error {
  override readonly name = 'ShopperChangedError'
}

const words = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
const lastTenDigits = (s: string) => s.replace(/\D/g, '').slice(-10)

/** Whether two product maps (id → quantity) hold the same products and quantities. */
export const sameCounts = (a: Record<string, number>, b: Record<string, number>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k])

/** Whether `order` is what `attempt` created: Pending, same products and address, dated after it (store's clock). */
export function matchesAttempt(
  order: Order,
  attempt: Pick<OrderAttempt, 'products' | 'shippingAddress' | 'startedAt'>,
  offsetMs: number | undefined,
): boolean {
  const placed: Record<string, number> = {}
  for (const item of order.items) {
    const id = item.productId || item.id
    placed[id] = (placed[id] ?? 0) + item.quantity
  }
  const a = attempt.shippingAddress
  const created = Date.parse(order.date)
  return (
    orderStatus(order.status).payable &&
    sameCounts(placed, attempt.products) &&
    words(order.shipping.fullName) === words(a.fullName) &&
    words(order.shipping.address) === words(addressLine(a)) &&
    lastTenDigits(order.shipping.phone) === lastTenDigits(a.phone) &&
    (offsetMs === undefined || (Number.isFinite(created) && created >= attempt.startedAt + offsetMs - CLOCK_MARGIN_MS))
  )
}

const dateOf = (order: Order) => {
  const ms = Date.parse(order.date)
  return Number.isFinite(ms) ? ms : -Infinity
}

/** One GET /orders → each attempt's newest matching order id, or null. @throws OrderOutcomeUnknownError, 401 */
export async function findPlacedOrders(
  api: ApiClient,
  attempts: readonly OrderAttempt[],
  now: () => number = Date.now,
): Promise<(string | null)[]> {
  let read: Awaited<ReturnType<typeof fetchOrdersTimed>>
  try {
    read = await fetchOrdersTimed(api, now)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error
    throw new OrderOutcomeUnknownError('The order list could not be read to check an earlier attempt')
  }
  const newestFirst = [...read.orders].sort((x, y) => dateOf(y) - dateOf(x))
  return attempts.map((a) => newestFirst.find((o) => matchesAttempt(o, a, read.offsetMs))?.id ?? null)
}

/** findPlacedOrders for one attempt. */
export async function findPlacedOrder(api: ApiClient, attempt: OrderAttempt): Promise<string | null> {
  return (await findPlacedOrders(api, [attempt]))[0] ?? null
}

// The new order's id, from the answer bare or under `data` (an `id` of its own wins).
const CreatedSchema = envelope(
  v.pipe(
    v.unknown(),
    v.transform((o) => {
      const id = toRecord(o).id
      return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : ''
    }),
    v.nonEmpty('The order response has no id'),
    v.maxLength(200),
  ),
  { bare: true, ownKeys: ['id'] },
)

/** POST /orders → the new id; the key goes as `Idempotency-Key` only when `idempotent`, a coupon as `couponCode`. @throws ApiError */
export function postOrderAttempt(api: ApiClient, attempt: OrderAttempt, idempotent: boolean): Promise<string> {
  return api.post(
    '/orders',
    {
      products: attempt.products,
      shippingAddress: attempt.shippingAddress,
      ...(attempt.couponCode ? { couponCode: attempt.couponCode } : {}),
    },
    CreatedSchema,
    idempotent ? { headers: { [IDEMPOTENCY_HEADER]: attempt.key } } : undefined,
  )
}

/** `found`: the order already existed and nothing was sent; `earlier`: it is the earlier attempt's. */
export interface SentOrder {
  id: string
  found: boolean
  earlier?: boolean
}

export interface SendOptions {
  idempotent: boolean
  /** An earlier send of this attempt may have reached the store: look it up first. */
  uncertain: boolean
  /** An earlier attempt of other products or address, whose answer was lost: looked up first too. */
  earlier?: OrderAttempt | undefined
  /** Asked just before POST /orders: false stops the send (ShopperChangedError). */
  stillSameShopper?: (() => Promise<boolean>) | undefined
}

/** The order an earlier send (if `uncertain`) or `earlier` placed, or null. @throws as findPlacedOrders */
export async function lookUpAttempt(
  api: ApiClient,
  attempt: OrderAttempt,
  { uncertain, earlier }: Pick<SendOptions, 'uncertain' | 'earlier'>,
): Promise<SentOrder | null> {
  if (!uncertain && !earlier) return null
  const [own, before] = await findPlacedOrders(api, earlier ? [attempt, earlier] : [attempt])
  if (uncertain && own) return { id: own, found: true }
  if (before) return { id: before, found: true, earlier: true }
  return null
}

/** Places `attempt` at most once. @throws OrderOutcomeUnknownError, ShopperChangedError (nothing sent), ApiError */
export async function sendOrderOnce(api: ApiClient, attempt: OrderAttempt, options: SendOptions): Promise<SentOrder> {
  const found = await lookUpAttempt(api, attempt, options)
  if (found) return found
  if (options.stillSameShopper && !(await options.stillSameShopper()))
    throw new ShopperChangedError('The session changed before the order was sent')
  return { id: await postOrderAttempt(api, attempt, options.idempotent), found: false }
}

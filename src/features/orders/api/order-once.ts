import * as v from 'valibot'
import type { Order } from '@/domain/order'
import { orderStatus } from '@/domain/order-status'
import { apiPost } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import { IDEMPOTENCY_HEADER, isOutcomeUnknown } from '@/lib/idempotency'
import { toRecord } from '@/lib/schema'
import type { CheckoutAttempt } from '../checkout-draft'
import { fetchOrders } from './order-request'

/**
 * One order as it is (or was) sent: its random key, products (id → quantity), shipping address
 * and start time. The checkout keeps one in sessionStorage; an offline outbox may keep many.
 */
export type OrderAttempt = CheckoutAttempt

/**
 * The store's own reason for refusing an order (`{error}` of a 4xx), to show the shopper; undefined
 * for any other failure, for a 401 (the session ends instead) and for a 409 about a key still in use.
 */
export function refusalReason(error: unknown, keySent: boolean): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return undefined
  if (error.status < 400 || error.status > 499 || error.status === 401 || isOutcomeUnknown(error, keySent))
    return undefined
  return error.serverMessage
}

/** Store and device clocks differ: an order may carry a date up to this much (ms) before the attempt. */
const CLOCK_SKEW_MS = 5 * 60_000

/**
 * An earlier attempt may have placed the order and the shopper's order list could not be read to
 * find out, so nothing was sent: the shopper should check their orders before trying again.
 */
export class OrderOutcomeUnknownError extends Error {
  override readonly name = 'OrderOutcomeUnknownError'
}

const words = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
const lastTenDigits = (s: string) => s.replace(/\D/g, '').slice(-10)

/** Whether two product maps (id → quantity) hold exactly the same products and quantities. */
export const sameCounts = (a: Record<string, number>, b: Record<string, number>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k])

/**
 * Whether `order` is what `attempt` would have created: Pending, exactly the same products and
 * quantities, the same shipping address (name, address, city, state, PIN compared ignoring case
 * and spacing; phone by its last 10 digits), and a readable date no earlier than the attempt
 * (less 5 minutes of clock difference). An order without a readable date never matches.
 */
export function matchesAttempt(
  order: Order,
  attempt: Pick<OrderAttempt, 'products' | 'shippingAddress' | 'startedAt'>,
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
    words(order.shipping.address) ===
      words(
        [a.address, a.city, a.state, a.postalCode]
          .map((x) => x.trim())
          .filter(Boolean)
          .join(', '),
      ) &&
    lastTenDigits(order.shipping.phone) === lastTenDigits(a.phone) &&
    Number.isFinite(created) &&
    created >= attempt.startedAt - CLOCK_SKEW_MS
  )
}

/**
 * GET /orders → the id of the shopper's order that `attempt` created, or null when there is none.
 * @throws OrderOutcomeUnknownError when the order list cannot be read (a 401 is rethrown as it is)
 */
export async function findPlacedOrder(attempt: OrderAttempt): Promise<string | null> {
  let orders: Order[]
  try {
    orders = await fetchOrders()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error
    throw new OrderOutcomeUnknownError('The order list could not be read to check an earlier attempt')
  }
  return orders.find((o) => matchesAttempt(o, attempt))?.id ?? null
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

/**
 * POST /orders `{products, shippingAddress}` of `attempt` → the new order's id. The attempt's key
 * goes as `Idempotency-Key` only when `idempotent` (the store lists the capability); any other
 * store gets exactly the contract's request. @throws ApiError
 */
export function postOrderAttempt(attempt: OrderAttempt, idempotent: boolean): Promise<string> {
  return apiPost(
    '/orders',
    { products: attempt.products, shippingAddress: attempt.shippingAddress },
    CreatedSchema,
    idempotent ? { headers: { [IDEMPOTENCY_HEADER]: attempt.key } } : undefined,
  )
}

/** What sendOrderOnce did: `found` when the order already existed and nothing was sent. */
export interface SentOrder {
  id: string
  found: boolean
}

/**
 * Sends `attempt` so that it places at most one order. When an earlier send of it may have reached
 * the store (`uncertain`: no answer, a 5xx, an unreadable 2xx), the shopper's orders are read
 * first (GET /orders) and a matching order is returned instead of sending again — whether or not
 * the store takes an Idempotency-Key, since a store may list the capability and ignore the key.
 * @throws OrderOutcomeUnknownError (the order list could not be read; nothing was sent), ApiError
 */
export async function sendOrderOnce(
  attempt: OrderAttempt,
  { idempotent, uncertain }: { idempotent: boolean; uncertain: boolean },
): Promise<SentOrder> {
  if (uncertain) {
    const id = await findPlacedOrder(attempt)
    if (id) return { id, found: true }
  }
  return { id: await postOrderAttempt(attempt, idempotent), found: false }
}

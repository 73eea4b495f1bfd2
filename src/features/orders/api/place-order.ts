import * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'
import type { Order } from '@/domain/order'
import { apiPost } from '@/lib/api-client'
import { envelope } from '@/lib/envelope'
import { ApiError } from '@/lib/api-error'
import { IDEMPOTENCY_HEADER, isOutcomeUnknown, newIdempotencyKey } from '@/lib/idempotency'
import { toRecord } from '@/lib/schema'
import type { CartLine } from '@/domain/cart-line'
import { clearCheckoutAttempt, loadCheckoutAttempt, saveCheckoutAttempt, type CheckoutAttempt } from '../checkout-draft'
import type { ShippingAddress } from '../checkout-form'
import { fetchOrders, toOrderBody } from './orders'
import { orderStatus } from '@/domain/order-status'

/** How long a store keeps a key's answer (ms, 24 h); an older attempt is checked as if it had no key. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000
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

const sameCounts = (a: Record<string, number>, b: Record<string, number>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k])

/**
 * Whether `order` is what `attempt` would have created: Pending, exactly the same products and
 * quantities, the same shipping address (name, address, city, state, PIN compared ignoring case
 * and spacing; phone by its last 10 digits), and a readable date no earlier than the attempt
 * (less 5 minutes of clock difference). An order without a readable date never matches.
 */
export function matchesAttempt(
  order: Order,
  attempt: Pick<CheckoutAttempt, 'products' | 'shippingAddress' | 'startedAt'>,
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
 * The id of the shopper's order that `attempt` created, or null when there is none.
 * @throws OrderOutcomeUnknownError when the order list cannot be read (a 401 is rethrown as it is)
 */
export async function findPlacedOrder(attempt: CheckoutAttempt): Promise<string | null> {
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
 * The store's own reason for refusing an order (`{error}` of a 4xx), to show the shopper; undefined
 * for any other failure, for a 401 (the session ends instead) and for a 409 about a key still in use.
 */
export function refusalReason(error: unknown, keySent: boolean): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return undefined
  if (error.status < 400 || error.status > 499 || error.status === 401 || isOutcomeUnknown(error, keySent))
    return undefined
  return error.serverMessage
}

export interface PlaceOrderOptions {
  /** The store lists the `idempotency` capability: send the attempt's key as `Idempotency-Key`. */
  idempotent: boolean
}

/**
 * POST /orders `{products, shippingAddress}` → the new order's id, placing one order per
 * checkout whatever the network does. Each attempt (a random key, the products, the address,
 * its start time) is saved before it is sent and forgotten once an answer is read. When an
 * attempt with the same products and address is still saved (its answer was lost):
 * - a store that takes keys gets the same request with the same key, and answers as the first time;
 * - any other store is first asked for the shopper's orders; a matching order is returned instead
 *   of placing a new one, and when the list cannot be read nothing is sent.
 * A store that takes keys gets the `Idempotency-Key` header; any other store gets exactly the
 * contract's request.
 * @throws ApiError (failures that may have created the order keep the attempt: isOutcomeUnknown),
 *   OrderOutcomeUnknownError (nothing sent; the shopper should check their orders)
 */
export async function createOrder(
  lines: readonly CartLine[],
  shippingAddress: ShippingAddress,
  { idempotent }: PlaceOrderOptions,
): Promise<string> {
  const body = toOrderBody(lines, shippingAddress)
  const saved = loadCheckoutAttempt()
  const earlier =
    saved && sameCounts(saved.products, body.products) && sameAddress(saved.shippingAddress, shippingAddress)
      ? saved
      : null
  if (earlier && (!idempotent || Date.now() - earlier.startedAt > KEY_LIFETIME_MS)) {
    const existing = await findPlacedOrder(earlier)
    if (existing) {
      clearCheckoutAttempt()
      return existing
    }
  }
  const attempt: CheckoutAttempt = earlier ?? {
    key: newIdempotencyKey(),
    products: body.products,
    shippingAddress,
    startedAt: Date.now(),
  }
  saveCheckoutAttempt(attempt)
  try {
    const id = await apiPost(
      '/orders',
      body,
      CreatedSchema,
      idempotent ? { headers: { [IDEMPOTENCY_HEADER]: attempt.key } } : undefined,
    )
    clearCheckoutAttempt()
    return id
  } catch (error) {
    if (!isOutcomeUnknown(error, idempotent)) clearCheckoutAttempt()
    throw error
  }
}

const sameAddress = (a: ShippingAddress, b: ShippingAddress): boolean =>
  a.fullName === b.fullName &&
  a.address === b.address &&
  a.city === b.city &&
  a.state === b.state &&
  a.postalCode === b.postalCode &&
  a.phone === b.phone

/** Mutation key of an order being placed: a second Place Order while one is in flight is ignored. */
export const PLACE_ORDER_MUTATION_KEY = ['orders', 'place'] as const

/** What one Place Order sends: the cart lines as read at submit time, the address, and the store's capability. */
export interface PlaceOrderVariables extends PlaceOrderOptions {
  lines: readonly CartLine[]
  shippingAddress: ShippingAddress
}

let placing: Promise<string> | null = null

/**
 * Places an order (see createOrder: one order per checkout whatever the network does). While one
 * placement is in flight, another call gets the same promise instead of a second POST /orders.
 * Resolves to the new order's id.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationKey: PLACE_ORDER_MUTATION_KEY,
    mutationFn: ({ lines, shippingAddress, idempotent }: PlaceOrderVariables) =>
      (placing ??= createOrder(lines, shippingAddress, { idempotent }).finally(() => (placing = null))),
  })
}

import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { isOutcomeUnknown, newIdempotencyKey } from '@/lib/idempotency'
import type { CartLine } from '@/domain/cart-line'
import { clearCheckoutAttempt, loadCheckoutAttempt, saveCheckoutAttempt, type CheckoutAttempt } from '../checkout-draft'
import { sameAddress, type ShippingAddress } from '@/domain/shipping-address'
import { toOrderBody } from './order-request'
import { findPlacedOrder, sameCounts, sendOrderOnce } from './order-once'

// The look-up rule lives in ./order-once; these stay reachable from here.
export { findPlacedOrder, matchesAttempt, OrderOutcomeUnknownError, refusalReason } from './order-once'

/**
 * The shopper changed the cart or address after an attempt whose answer was lost, and that attempt
 * did place an order: nothing new was sent. `orderId` is that order, `products` what it holds
 * (product id → quantity); the shopper is offered to pay it rather than to order a second time.
 */
export class EarlierOrderPlacedError extends Error {
  override readonly name = 'EarlierOrderPlacedError'
  constructor(
    readonly orderId: string,
    readonly products: Readonly<Record<string, number>>,
  ) {
    super(`Your order ${orderId} was placed`)
  }
}

export interface PlaceOrderOptions {
  /** The store lists the `idempotency` capability: send the attempt's key as `Idempotency-Key`. */
  idempotent: boolean
}

/**
 * POST /orders `{products, shippingAddress}` → the new order's id, placing one order per
 * checkout whatever the network or the store does. Each attempt (a random key, the products, the
 * address, its start time) is saved before it is sent and forgotten once an answer is read. While
 * an attempt is still saved (its outcome is unknown), the shopper's orders are read before anything
 * is sent again, with or without the store's `idempotency` capability (see sendOrderOnce):
 * - the same products and address: a matching order is returned, else the attempt is sent again
 *   with its key;
 * - an edited cart or address: when the earlier attempt did place an order, nothing is sent
 *   (EarlierOrderPlacedError); otherwise the new attempt goes with a new key.
 * A store that takes keys gets the `Idempotency-Key` header; any other store gets exactly the
 * contract's request.
 * @throws ApiError (failures that may have created the order keep the attempt: isOutcomeUnknown),
 *   OrderOutcomeUnknownError (nothing sent; the shopper should check their orders),
 *   EarlierOrderPlacedError (nothing sent; the earlier attempt's order exists)
 */
export async function createOrder(
  lines: readonly CartLine[],
  shippingAddress: ShippingAddress,
  { idempotent }: PlaceOrderOptions,
): Promise<string> {
  const body = toOrderBody(lines, shippingAddress)
  const saved = loadCheckoutAttempt()
  const same =
    saved !== null && sameCounts(saved.products, body.products) && sameAddress(saved.shippingAddress, shippingAddress)
  if (saved && !same) {
    // The form changed since the lost answer: settle the earlier attempt before a new one.
    const earlier = await findPlacedOrder(saved)
    if (earlier) {
      clearCheckoutAttempt()
      throw new EarlierOrderPlacedError(earlier, saved.products)
    }
  }
  const attempt: CheckoutAttempt =
    saved && same
      ? saved
      : { key: newIdempotencyKey(), products: body.products, shippingAddress, startedAt: Date.now() }
  saveCheckoutAttempt(attempt)
  try {
    const { id } = await sendOrderOnce(attempt, { idempotent, uncertain: same })
    clearCheckoutAttempt()
    return id
  } catch (error) {
    if (error instanceof ApiError && !isOutcomeUnknown(error, idempotent)) clearCheckoutAttempt()
    throw error
  }
}

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

import { useMutation } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { ApiError } from '@/lib/api-error'
import { isOutcomeUnknown, newIdempotencyKey } from '@/lib/idempotency'
import type { CartLine } from '@/domain/cart-line'
import { clearCheckoutAttempt, loadCheckoutAttempt, saveCheckoutAttempt, type CheckoutAttempt } from '../checkout-draft'
import { sameAddress, type ShippingAddress } from '@/domain/shipping-address'
import { toOrderBody } from './order-request'
import { findPlacedOrder, sameCounts, sendOrderOnce } from './order-once'

export { findPlacedOrder, matchesAttempt, OrderOutcomeUnknownError, refusalReason } from './order-once'

/** An earlier attempt with a lost answer placed `orderId` (`products`: id → quantity): the edit was not sent. */
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
  /** The applied coupon's code, sent as `couponCode` (only for a store with the `coupons` capability). */
  couponCode?: string | undefined
}

/**
 * POST /orders → the new order's id, one order per checkout: each attempt is saved before it is sent, and
 * while one's outcome is unknown the shopper's orders are read before sending again (see sendOrderOnce).
 * @throws ApiError (an unknown outcome keeps the attempt), OrderOutcomeUnknownError, EarlierOrderPlacedError
 */
export async function createOrder(
  api: ApiClient,
  lines: readonly CartLine[],
  shippingAddress: ShippingAddress,
  { idempotent, couponCode }: PlaceOrderOptions,
): Promise<string> {
  const body = toOrderBody(lines, shippingAddress)
  const saved = loadCheckoutAttempt()
  const same =
    saved !== null &&
    sameCounts(saved.products, body.products) &&
    sameAddress(saved.shippingAddress, shippingAddress) &&
    (saved.couponCode ?? '') === (couponCode ?? '')
  if (saved && !same) {
    // The form changed since the lost answer: settle the earlier attempt before a new one.
    const earlier = await findPlacedOrder(api, saved)
    if (earlier) {
      clearCheckoutAttempt()
      throw new EarlierOrderPlacedError(earlier, saved.products)
    }
  }
  const attempt: CheckoutAttempt =
    saved && same
      ? saved
      : {
          key: newIdempotencyKey(),
          products: body.products,
          shippingAddress,
          startedAt: Date.now(),
          ...(couponCode ? { couponCode } : {}),
        }
  saveCheckoutAttempt(attempt)
  try {
    const { id } = await sendOrderOnce(api, attempt, { idempotent, uncertain: same })
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

// The order in flight to each app's store (its client): a Place Order meanwhile, from any form, joins it.
const placing = new WeakMap<ApiClient, Promise<string>>()

/** createOrder, with a call during one in flight getting the same promise; resolves to the order's id. */
export function usePlaceOrder() {
  const api = useApi()
  return useMutation({
    mutationKey: PLACE_ORDER_MUTATION_KEY,
    mutationFn: ({ lines, shippingAddress, idempotent, couponCode }: PlaceOrderVariables) => {
      let order = placing.get(api)
      if (!order) {
        order = createOrder(api, lines, shippingAddress, { idempotent, couponCode }).finally(() => placing.delete(api))
        placing.set(api, order)
      }
      return order
    },
  })
}

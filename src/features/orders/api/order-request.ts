import * as v from 'valibot'
import { parseOrderList, type Order } from '@/domain/order'
import { apiGet } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storeDateOf } from '@/lib/store-time'
import { productQuantities, type CartLine } from '@/domain/cart-line'
import type { ShippingAddress } from '@/domain/shipping-address'

/*
 * The order requests an order send needs, apart from the query options and messages in ./orders:
 * the service worker imports them to send saved orders, without React, React Query or the
 * language catalogues.
 */

const Unchecked = v.unknown()

/** GET /orders → the shopper's orders; malformed orders dropped. @throws ApiError */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  const orders = parseOrderList(await apiGet('/orders', Unchecked, { signal }))
  if (!orders) throw new ApiError('invalid', 'The server sent an unexpected response')
  return orders
}

/**
 * GET /orders with the store's clock: `offsetMs` is the store's time minus this device's (ms) when
 * the answer came, from its `Date` header; undefined when the store does not show it (cross-origin
 * without `Access-Control-Expose-Headers: Date`). @throws ApiError
 */
export async function fetchOrdersTimed(
  now: () => number = Date.now,
): Promise<{ orders: Order[]; offsetMs: number | undefined }> {
  let offsetMs: number | undefined
  const body = await apiGet('/orders', Unchecked, {
    onHeaders: (headers) => {
      const storeNow = storeDateOf(headers)
      offsetMs = storeNow === undefined ? undefined : storeNow - now()
    },
  })
  const orders = parseOrderList(body)
  if (!orders) throw new ApiError('invalid', 'The server sent an unexpected response')
  return { orders, offsetMs }
}

/** Order creation body: `{products: {id: quantity}, shippingAddress}`; quantities of repeated ids are summed. */
export function toOrderBody(lines: readonly CartLine[], shippingAddress: ShippingAddress) {
  return { products: productQuantities(lines), shippingAddress }
}

import * as v from 'valibot'
import { parseOrderList, type Order } from '@/domain/order'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storeDateOf } from '@/lib/store-time'
import { productQuantities, type CartLine } from '@/domain/cart-line'
import type { ShippingAddress } from '@/domain/shipping-address'

/* Order requests free of React and the catalogues: the service worker imports them to send saved orders. */

const Unchecked = v.unknown()

/** GET /orders → the shopper's orders; malformed orders dropped. @throws ApiError */
export async function fetchOrders(api: ApiClient, signal?: AbortSignal): Promise<Order[]> {
  const orders = parseOrderList(await api.get('/orders', Unchecked, { signal }))
  if (!orders) throw new ApiError('invalid', 'The server sent an unexpected response')
  return orders
}

/** GET /orders with `offsetMs`: store − device time (ms) from `Date`, undefined if not exposed. @throws ApiError */
export async function fetchOrdersTimed(
  api: ApiClient,
  now: () => number = Date.now,
): Promise<{ orders: Order[]; offsetMs: number | undefined }> {
  let offsetMs: number | undefined
  const body = await api.get('/orders', Unchecked, {
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

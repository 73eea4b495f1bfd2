import { messageGetters } from '@/i18n/i18n'
import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { parseOrder, type Order } from '@/domain/order'
import type { ApiClient } from '@/lib/api-client'
import { USER_QUERY_ROOT } from '@/domain/query-keys'
import { ApiError, isHttpStatus } from '@/lib/api-error'
import '@/lib/query-meta'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { productQuantities, type CartLine } from '@/domain/cart-line'
import { fetchOrders } from './order-request'

export { fetchOrders, toOrderBody } from './order-request'

/** Keys of the shopper's orders, under the 'user' root so sign-out and a 401 wipe them with the account's. */
export const orderKeys = {
  all: [...USER_QUERY_ROOT, 'orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
}

export const ORDER_MESSAGES = messageGetters({
  loadFailedTitle: 'common.error',
  loadFailed: 'orders.loadFailed',
  trackRequiredTitle: 'orders.trackRequiredTitle',
  trackRequired: 'orders.trackRequired',
  trackFoundTitle: 'orders.trackFoundTitle',
  trackFound: 'orders.trackFound',
  trackFailedTitle: 'common.error',
  trackFailed: 'orders.trackFailed',
})

const Unchecked = v.unknown()

export const ordersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => fetchOrders(api, signal),
    staleTime: 30_000,
    retry: 1,
    meta: {
      // A 401 asks the shopper to sign in again instead (session wiring).
      errorToast: (error) =>
        isHttpStatus(error, 401)
          ? null
          : { title: ORDER_MESSAGES.loadFailedTitle, description: ORDER_MESSAGES.loadFailed, variant: 'destructive' },
    },
  })

/** The first product whose lines together exceed MAX_LINE_QUANTITY (the store would refuse it), or undefined. */
export function productOverLimit(lines: readonly CartLine[]): CartLine | undefined {
  const held = productQuantities(lines)
  return lines.find((line) => held[line.id]! > MAX_LINE_QUANTITY)
}

/** GET /orders/{id}?contactInfo= → the order. @throws ApiError ('Order not found or access denied' when unusable) */
export async function trackOrder(
  api: ApiClient,
  orderId: string,
  contactInfo: string,
  signal?: AbortSignal,
): Promise<Order> {
  const body = await api.get(`/orders/${encodeURIComponent(orderId.trim())}`, Unchecked, {
    signal,
    query: { contactInfo: contactInfo.trim() },
  })
  const order = parseOrder(body)
  // An answer about another order (a broken server) must not show as the one asked for.
  if (!order || order.id !== orderId.trim()) throw new ApiError('invalid', 'Order not found or access denied')
  return order
}

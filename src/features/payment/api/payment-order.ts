import { queryOptions } from '@tanstack/react-query'
import { ServerOrderSchema, toOrder, type ServerOrder } from '@/domain/order'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { paymentKeys } from './payment-keys'

export interface PaymentOrder {
  id: string
  /** 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled; another whole number is not payable. */
  status: number
  /** ₹; the sum of price × quantity, else the server's total; undefined when neither is known. */
  amount: number | undefined
}

/** An unreadable status counts as Pending (the store decides). @throws ApiError 'invalid' when no order is named */
export function toPaymentOrder(raw: ServerOrder, requestedId: string): PaymentOrder {
  const order = toOrder({ ...raw, id: raw.id || requestedId })
  if (!order) throw new ApiError('invalid', 'The server sent an order without an id')
  return {
    id: order.id,
    status: Number.isInteger(order.status) ? order.status : 0,
    amount: order.items.length > 0 ? order.total : raw.total,
  }
}

/** GET /orders/{id} with the bearer token (the owner needs no contactInfo). @throws ApiError */
export async function fetchPaymentOrder(api: ApiClient, orderId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const order = await api.get(`/orders/${encodeURIComponent(orderId)}`, ServerOrderSchema, { signal })
  // An answer about another order (a broken server) must not show its status or amount as this one's.
  if (order.id && order.id !== orderId)
    throw new ApiError('invalid', 'The server sent another order than the one asked for')
  return toPaymentOrder(order, orderId)
}

export const paymentOrderQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => fetchPaymentOrder(api, orderId, signal),
    staleTime: 0,
  })

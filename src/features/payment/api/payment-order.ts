import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { loose, toAmount, toText } from '@/lib/schema'
import { paymentKeys } from './payment-keys'

const ItemSchema = v.object({ price: loose(toAmount), quantity: loose(toAmount) })

/**
 * The parts of GET /orders/{id} the payment screen needs: id, status (number,
 * default 0) and the amount in ₹.
 */
const ServerOrderSchema = v.object({
  id: loose(toText(200)),
  status: loose((x) => {
    const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x
    return typeof n === 'number' && Number.isInteger(n) ? n : 0
  }),
  total: loose(toAmount),
  items: loose((x) =>
    (Array.isArray(x) ? x : []).flatMap((i) => {
      const r = v.safeParse(ItemSchema, i)
      return r.success ? [r.output] : []
    }),
  ),
})

/** The order being paid, as the payment screen shows it. */
export interface PaymentOrder {
  id: string
  /** 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
  status: number
  /** ₹; the sum of price × quantity, else the server's total; undefined when neither is known. */
  amount: number | undefined
}

/** Maps the server order; the amount is the sum of price times quantity. */
export function toPaymentOrder(o: v.InferOutput<typeof ServerOrderSchema>, requestedId: string): PaymentOrder {
  const lines = o.items.filter((i) => i.price !== undefined && i.quantity !== undefined)
  const sum = lines.reduce((s, i) => s + i.price! * i.quantity!, 0)
  return {
    id: o.id || requestedId,
    status: o.status,
    amount: lines.length > 0 ? Math.round(sum * 100) / 100 : o.total,
  }
}

/** GET /orders/{id} with the bearer token (the owner needs no contactInfo). @throws ApiError */
export async function fetchPaymentOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const order = await apiGet(`/orders/${encodeURIComponent(orderId)}`, ServerOrderSchema, { signal })
  // An answer about another order (a broken server) must not show its status or amount as this one's.
  if (order.id && order.id !== orderId)
    throw new ApiError('invalid', 'The server sent another order than the one asked for')
  return toPaymentOrder(order, orderId)
}

/** The order on the payment screen; the QR screen polls it with `refetchInterval`. */
export const paymentOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => fetchPaymentOrder(orderId, signal),
    staleTime: 0,
  })

/** Statuses that mean the payment went through: Processing, Shipped, Delivered. */
export const isPaidStatus = (status: number): boolean => status >= 1 && status <= 3

/*
 * The order status rule, written once: the store sends a whole-number code; the app, and the
 * reference store API, read it here.
 */

/** The status codes of the store contract. */
export const ORDER_STATUS = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const

/** Tone of a status badge; colours live in the badge component. */
export type StatusTone = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'unknown'

/** What a status means to the shopper (its label is the message of its tone, in features/orders). */
export interface OrderStatusInfo {
  tone: StatusTone
  /** Only a Pending order can be paid. */
  payable: boolean
  /** The payment went through: Processing, Shipped or Delivered. */
  paid: boolean
}

const STATUSES: Record<number, OrderStatusInfo> = {
  [ORDER_STATUS.pending]: { tone: 'pending', payable: true, paid: false },
  [ORDER_STATUS.processing]: { tone: 'processing', payable: false, paid: true },
  [ORDER_STATUS.shipped]: { tone: 'shipped', payable: false, paid: true },
  [ORDER_STATUS.delivered]: { tone: 'delivered', payable: false, paid: true },
  [ORDER_STATUS.cancelled]: { tone: 'cancelled', payable: false, paid: false },
}
const UNKNOWN: OrderStatusInfo = { tone: 'unknown', payable: false, paid: false }

/**
 * The meaning of a status code: 0 Pending (the only payable one), 1 Processing, 2 Shipped,
 * 3 Delivered (these three are paid), 4 Cancelled; anything else, a non-integer or not a number,
 * is Unknown, neither payable nor paid.
 */
export function orderStatus(code: unknown): OrderStatusInfo {
  return typeof code === 'number' && Number.isInteger(code) ? (STATUSES[code] ?? UNKNOWN) : UNKNOWN
}

/** Whether the payment of an order with status `code` went through (Processing or later, not Cancelled). */
export const isPaidStatus = (code: unknown): boolean => orderStatus(code).paid

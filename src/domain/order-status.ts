export const ORDER_STATUS = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const

export type StatusTone = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'unknown'

export interface OrderStatusInfo {
  tone: StatusTone
  payable: boolean
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

/** 0 Pending (only one payable), 1–3 Processing/Shipped/Delivered (paid), 4 Cancelled; else Unknown. */
export function orderStatus(code: unknown): OrderStatusInfo {
  return typeof code === 'number' && Number.isInteger(code) ? (STATUSES[code] ?? UNKNOWN) : UNKNOWN
}

export const isPaidStatus = (code: unknown): boolean => orderStatus(code).paid

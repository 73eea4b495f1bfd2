import type { MessageId } from '@/i18n/i18n'

/** Tone of a status badge; colours live in the badge component. */
export type StatusTone = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'unknown'

export interface OrderStatusInfo {
  label: 'Pending' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Unknown'
  tone: StatusTone
  /** Only Pending orders offer payment. */
  payable: boolean
}

const STATUSES: Record<number, OrderStatusInfo> = {
  0: { label: 'Pending', tone: 'pending', payable: true },
  1: { label: 'Processing', tone: 'processing', payable: false },
  2: { label: 'Shipped', tone: 'shipped', payable: false },
  3: { label: 'Delivered', tone: 'delivered', payable: false },
  4: { label: 'Cancelled', tone: 'cancelled', payable: false },
}
const UNKNOWN: OrderStatusInfo = { label: 'Unknown', tone: 'unknown', payable: false }

/** Each status's label as the badge shows it, in the shopper's language. */
export const STATUS_LABELS: Record<StatusTone, MessageId> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  unknown: 'orders.status.unknown',
}

/** Order status codes: 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled; anything else Unknown. */
export function orderStatus(code: unknown): OrderStatusInfo {
  return typeof code === 'number' && Number.isInteger(code) ? (STATUSES[code] ?? UNKNOWN) : UNKNOWN
}

/**
 * Badge colours (pending yellow, processing blue, shipped purple, delivered green,
 * cancelled red); text on background meets WCAG AA contrast.
 */
export const STATUS_COLOURS: Record<StatusTone, { bg: string; fg: string }> = {
  pending: { bg: '#fef3c7', fg: '#713f12' },
  processing: { bg: '#dbeafe', fg: '#1e3a8a' },
  shipped: { bg: '#ede9fe', fg: '#4c1d95' },
  delivered: { bg: '#dcfce7', fg: '#14532d' },
  cancelled: { bg: '#fee2e2', fg: '#7f1d1d' },
  unknown: { bg: '#e5e7eb', fg: '#1f2937' },
}

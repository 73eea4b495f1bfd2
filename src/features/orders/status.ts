import type { StatusTone } from '@/domain/order-status'
import type { MessageId } from '@/i18n/i18n'

export { orderStatus, type OrderStatusInfo, type StatusTone } from '@/domain/order-status'

/** Each status's label as the badge shows it, in the shopper's language. */
export const STATUS_LABELS: Record<StatusTone, MessageId> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  unknown: 'orders.status.unknown',
}

/** Text on background meets WCAG AA contrast. */
export const STATUS_COLOURS: Record<StatusTone, { bg: string; fg: string }> = {
  pending: { bg: '#fef3c7', fg: '#713f12' },
  processing: { bg: '#dbeafe', fg: '#1e3a8a' },
  shipped: { bg: '#ede9fe', fg: '#4c1d95' },
  delivered: { bg: '#dcfce7', fg: '#14532d' },
  cancelled: { bg: '#fee2e2', fg: '#7f1d1d' },
  unknown: { bg: '#e5e7eb', fg: '#1f2937' },
}

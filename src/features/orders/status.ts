import type { StatusTone } from '@/domain/order-status'

export { orderStatus, type OrderStatusInfo, type StatusTone } from '@/domain/order-status'

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

import { useEffect, useRef } from 'react'
import { useQuery } from '@/lib/use-query'
import { isPaidStatus } from '@/domain/order-status'
import { paymentOrderQueryOptions } from '../api/payment-order'

/** How often the QR and UPI-app screens ask whether the order has been paid (ms). */
export const PAID_POLL_MS = 3000

/**
 * Polls GET /orders/{id} every PAID_POLL_MS while mounted (also in a background tab: the shopper
 * pays on the phone) and calls `onPaid` once when the status becomes Processing or later.
 * Unmounting stops the polling. Returns the order's current status, if known.
 */
export function usePaidWatch(orderId: string, onPaid: () => void): number | undefined {
  const { data } = useQuery({
    ...paymentOrderQueryOptions(orderId),
    refetchInterval: PAID_POLL_MS,
    refetchIntervalInBackground: true,
    // A failed poll is simply tried again at the next interval.
    retry: false,
  })
  const status = data?.status
  const fired = useRef(false)
  const latest = useRef(onPaid)
  useEffect(() => {
    latest.current = onPaid
  })
  useEffect(() => {
    if (status !== undefined && isPaidStatus(status) && !fired.current) {
      fired.current = true
      latest.current()
    }
  }, [status])
  return status
}

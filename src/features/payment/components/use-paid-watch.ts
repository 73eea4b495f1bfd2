import { useEffect, useRef } from 'react'
import { useQuery } from '@/lib/use-query'
import { isPaidStatus } from '@/domain/order-status'
import { paymentOrderQueryOptions } from '../api/payment-order'
import { useApi } from '@/lib/api-context'

/** How often the QR and UPI-app screens ask whether the order has been paid (ms). */
export const PAID_POLL_MS = 3000

/** Polls the order (in a background tab too: the shopper pays on the phone); `onPaid` once at Processing or later. */
export function usePaidWatch(orderId: string, onPaid: () => void): number | undefined {
  const api = useApi()
  const { data } = useQuery({
    ...paymentOrderQueryOptions(api, orderId),
    refetchInterval: PAID_POLL_MS,
    refetchIntervalInBackground: true,
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

import { useMutation } from '@tanstack/react-query'
import { useApi } from '@/lib/api-context'
import { trackOrder } from './orders'

/** Mutation key of an order look-up in flight (a second Track Order while one runs is ignored). */
export const TRACK_ORDER_MUTATION_KEY = ['orders', 'track'] as const

/** What the shopper typed: the order number and the e-mail or phone used for the order. */
export interface TrackOrderVariables {
  orderId: string
  contactInfo: string
}

/** Looks up one order (trackOrder). A mutation: each Track Order asks again, uncached, and a failure is not retried. */
export function useTrackOrder() {
  const api = useApi()
  return useMutation({
    mutationKey: TRACK_ORDER_MUTATION_KEY,
    mutationFn: ({ orderId, contactInfo }: TrackOrderVariables) => trackOrder(api, orderId, contactInfo),
  })
}

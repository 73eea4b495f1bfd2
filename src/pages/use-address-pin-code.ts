import { useQuery } from '@/lib/use-query'
import { isValidPinCode } from '@/domain/pin-code'
import { useStorageStore } from '@/lib/storage-store'
import { useIsSignedIn } from '@/features/auth/session'
import { rememberedPinCode } from '@/features/delivery/remembered-pin-code'
import { ordersQueryOptions } from '@/features/orders/api/orders'
import { useApi } from '@/lib/api-context'

/** The shopper's latest order's PIN code, when `enabled`, signed in and no PIN was checked on this device; else ''. */
export function useAddressPinCode(enabled: boolean): string {
  const signedIn = useIsSignedIn()
  const remembered = useStorageStore(rememberedPinCode)
  const api = useApi()
  const { data: orders } = useQuery({
    ...ordersQueryOptions(api),
    enabled: enabled && signedIn && remembered === '',
    // Only a help for the delivery check: a failure is silent.
    meta: { errorToast: () => null },
  })
  if (!enabled || !signedIn || !orders) return ''
  const latest = [...orders]
    .filter((o) => isValidPinCode(o.shipping.postalCode ?? ''))
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0))[0]
  return latest?.shipping.postalCode?.trim() ?? ''
}

import { useQuery } from '@/lib/use-query'
import { isValidPinCode } from '@/domain/pin-code'
import { useStorageStore } from '@/lib/storage-store'
import { useIsSignedIn } from '@/features/auth/session'
import { rememberedPinCode } from '@/features/delivery/remembered-pin-code'
import { ordersQueryOptions } from '@/features/orders/api/orders'

/**
 * The PIN code of a signed-in shopper's usual shipping address (that of their latest order), for a
 * delivery check when nothing was checked on this device yet; '' otherwise. Asks for the orders only
 * when `enabled` (the store checks delivery), signed in and no PIN is remembered; a failure is silent.
 */
export function useAddressPinCode(enabled: boolean): string {
  const signedIn = useIsSignedIn()
  const remembered = useStorageStore(rememberedPinCode)
  const { data: orders } = useQuery({
    ...ordersQueryOptions(),
    enabled: enabled && signedIn && remembered === '',
    // Only a help for the delivery check: no toast here when the orders cannot be loaded.
    meta: { errorToast: () => null },
  })
  if (!enabled || !signedIn || !orders) return ''
  const latest = [...orders]
    .filter((o) => isValidPinCode(o.shipping.postalCode ?? ''))
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0))[0]
  return latest?.shipping.postalCode?.trim() ?? ''
}

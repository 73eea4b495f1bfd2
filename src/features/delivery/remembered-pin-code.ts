import { isValidPinCode } from '@/domain/pin-code'
import { createStorageStore } from '@/lib/storage-store'

/**
 * localStorage 'delivery-pin-code': the last PIN code the shopper checked on this device, checked
 * again on every product page; '' when none (or not a valid PIN).
 */
export const rememberedPinCode = createStorageStore<string>({
  key: 'delivery-pin-code',
  decode: (stored) => (typeof stored === 'string' && isValidPinCode(stored) ? stored.trim() : ''),
})

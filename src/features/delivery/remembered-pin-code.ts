import { isValidPinCode } from '@/domain/pin-code'
import { createStorageStore } from '@/lib/storage-store'

/** The last PIN code checked on this device ('' when none or invalid), checked again on every product page. */
export const rememberedPinCode = createStorageStore<string>({
  key: 'delivery-pin-code',
  decode: (stored) => (typeof stored === 'string' && isValidPinCode(stored) ? stored.trim() : ''),
})

import * as v from 'valibot'
import { addressEntries, type ShippingAddress } from '@/domain/shipping-address'
import { ADDRESS_FORM_FIELDS, ADDRESS_TYPES, type AddressForm } from '@/domain/address-form'
import { emptyShipping } from './shipping-form-schema'
import { normalisePhoneKeepingPrefix as normalisePhone } from '@/domain/phone'
import { CHECKOUT_ATTEMPT_KEY, CHECKOUT_DRAFT_KEY } from './checkout-draft-wipe'
import { COUPON_CODE_MAX } from '@/domain/coupon-code'
import { readStored } from '@/lib/storage-store'

export { CHECKOUT_ATTEMPT_KEY, CHECKOUT_DRAFT_KEY, clearCheckoutDraft } from './checkout-draft-wipe'

const text = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s.slice(0, 200)),
)
const StoredAddressSchema = v.object(addressEntries(() => text))
const DraftSchema = v.object({
  ...(Object.fromEntries(ADDRESS_FORM_FIELDS.map((k) => [k, text])) as Record<
    Exclude<(typeof ADDRESS_FORM_FIELDS)[number], 'type'>,
    typeof text
  >),
  type: v.optional(v.picklist(ADDRESS_TYPES), 'home'),
})

/** The saved draft, or a blank form when none, unreadable or of an old shape. */
export function loadCheckoutDraft(): AddressForm {
  const draft = readStored(() => sessionStorage, CHECKOUT_DRAFT_KEY, DraftSchema)
  return draft ? { ...draft, phone: normalisePhone(draft.phone) } : emptyShipping()
}

/** Saves the draft so a reload keeps what the shopper typed; storage failures are ignored. */
export function saveCheckoutDraft(form: AddressForm): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(form))
  } catch {
    // Full or blocked storage: the form still holds the values in memory.
  }
}

/** One Place Order attempt, saved before it is sent until its answer is read, so nothing is ordered twice. */
export interface CheckoutAttempt {
  /** Random UUID, the `Idempotency-Key` on every resend. */
  key: string
  /** Product id → quantity. */
  products: Record<string, number>
  shippingAddress: ShippingAddress
  /** When the attempt was first sent (ms since the epoch, this device's clock). */
  startedAt: number
  /** The coupon sent with it (the coupons extension), normalised. */
  couponCode?: string | undefined
}

const AttemptSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  products: v.record(v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.integer(), v.minValue(1))),
  shippingAddress: StoredAddressSchema,
  startedAt: v.pipe(v.number(), v.finite()),
  couponCode: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(COUPON_CODE_MAX))),
})

/** The saved attempt, or null when none or unreadable. */
export function loadCheckoutAttempt(): CheckoutAttempt | null {
  return readStored(() => sessionStorage, CHECKOUT_ATTEMPT_KEY, AttemptSchema) ?? null
}

/** Saves the attempt (before its request is sent); a storage failure leaves this attempt unprotected across reloads only. */
export function saveCheckoutAttempt(attempt: CheckoutAttempt): void {
  try {
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt))
  } catch {
    // Full or blocked storage: the attempt is still known to this call.
  }
}

/** Forgets the attempt once the store's answer has been read. */
export function clearCheckoutAttempt(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_ATTEMPT_KEY)
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

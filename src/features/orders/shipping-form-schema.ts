import * as v from 'valibot'
import { PHONE_PREFIX, phoneError } from '@/domain/phone'
import { PIN_CODE_PATTERN } from '@/domain/pin-code'
import { addressEntries, blankAddress, SHIPPING_ADDRESS_FIELDS, type ShippingAddress } from '@/domain/shipping-address'
import { CHECKOUT_MESSAGES } from './checkout-messages'

/** A blank form; the phone starts with the forced +91. */
export const emptyShipping = (): ShippingAddress => ({ ...blankAddress(), phone: PHONE_PREFIX })

const required = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(() => CHECKOUT_MESSAGES.required),
  v.maxLength(200, () => CHECKOUT_MESSAGES.tooLong),
)

/** Fields in screen order (first invalid gets focus): all required, < 200 chars; 6-digit PIN not from 0; +91 phone. */
export const ShippingSchema = v.object(
  addressEntries(() => required, {
    postalCode: v.pipe(
      required,
      v.regex(PIN_CODE_PATTERN, () => CHECKOUT_MESSAGES.postalCode),
    ),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (p) => p !== '' && p !== PHONE_PREFIX,
        () => CHECKOUT_MESSAGES.required,
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        const message = dataset.typed ? phoneError(dataset.value) : undefined
        if (message) addIssue({ message })
      }),
    ),
  }),
)

/** True when any field is blank after trimming (the phone's bare +91 counts as blank). */
export const hasBlankField = (form: ShippingAddress): boolean =>
  SHIPPING_ADDRESS_FIELDS.some((k) => {
    const value = (form[k] ?? '').trim()
    return value === '' || (k === 'phone' && value === PHONE_PREFIX)
  })

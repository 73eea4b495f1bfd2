import * as v from 'valibot'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { PHONE_PREFIX, phoneError } from '@/domain/phone'
import { PIN_CODE_PATTERN } from '@/domain/pin-code'
import type { ShippingAddress } from '@/domain/order'

export type { ShippingAddress } from '@/domain/order'
export type ShippingField = keyof ShippingAddress

/** Field order on screen (first invalid field gets focus). */
export const SHIPPING_FIELDS: readonly ShippingField[] = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone']

/** The checkout messages (toast title / description). */
export const CHECKOUT_MESSAGES = {
  missingTitle: 'Please fill all fields',
  missing: 'All shipping information fields are required.',
  emptyCartTitle: 'Cart is empty',
  emptyCart: 'Please add items to your cart before checkout.',
  loginTitle: 'Login Required',
  login: 'Please login to proceed with checkout',
  failedTitle: 'Error placing order',
  failed: 'Please try again later.',
  unknownTitle: 'Order not confirmed',
  unknown:
    'We could not check whether your earlier attempt placed this order, so it was not sent again. Please check your orders before trying again.',
  required: 'This field is required',
  postalCode: 'PIN code must be 6 digits',
} as const

/** A blank form; the phone starts with the forced +91. */
export const emptyShipping = (): ShippingAddress => ({
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: PHONE_PREFIX,
})

const required = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(CHECKOUT_MESSAGES.required),
  v.maxLength(200, 'Please keep this under 200 characters'),
)

/** The shipping form's rules: every field required (trimmed, under 200 characters), a 6-digit PIN not starting with 0, a valid +91 phone. */
export const ShippingSchema = v.object({
  fullName: required,
  address: required,
  city: required,
  state: required,
  postalCode: v.pipe(required, v.regex(PIN_CODE_PATTERN, CHECKOUT_MESSAGES.postalCode)),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((p) => p !== '' && p !== PHONE_PREFIX, CHECKOUT_MESSAGES.required),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? phoneError(dataset.value) : undefined
      if (message) addIssue({ message })
    }),
  ),
})

/** True when any field is blank after trimming (the phone's bare +91 counts as blank). */
export const hasBlankField = (form: ShippingAddress): boolean =>
  SHIPPING_FIELDS.some((k) => {
    const value = (form[k] ?? '').trim()
    return value === '' || (k === 'phone' && value === PHONE_PREFIX)
  })

/** Checks the shipping form; the output is trimmed. */
export function checkShipping(
  form: ShippingAddress,
): { ok: true; output: ShippingAddress } | { ok: false; errors: FieldErrors<ShippingField>; blank: boolean } {
  const result = checkForm(ShippingSchema, form)
  if (result.ok) return result
  return { ok: false, errors: result.errors, blank: hasBlankField(form) }
}

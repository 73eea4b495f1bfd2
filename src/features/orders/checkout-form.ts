import { messageGetters, t } from '@/i18n/i18n'
import * as v from 'valibot'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { PHONE_PREFIX, phoneError } from '@/domain/phone'
import { PIN_CODE_PATTERN } from '@/domain/pin-code'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import type { ShippingAddress } from '@/domain/order'

export type { ShippingAddress } from '@/domain/order'
export type ShippingField = keyof ShippingAddress

/** Field order on screen (first invalid field gets focus). */
export const SHIPPING_FIELDS: readonly ShippingField[] = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone']

export const CHECKOUT_MESSAGES = {
  ...messageGetters({
    missingTitle: 'checkout.missingTitle',
    missing: 'checkout.missing',
    emptyCartTitle: 'checkout.emptyCartTitle',
    emptyCart: 'checkout.emptyCart',
    loginTitle: 'checkout.loginTitle',
    login: 'checkout.login',
    failedTitle: 'checkout.failedTitle',
    failed: 'checkout.failed',
    unknownTitle: 'checkout.unknownTitle',
    unknown: 'checkout.unknown',
    tooManyTitle: 'checkout.tooManyTitle',
    required: 'checkout.required',
    postalCode: 'checkout.postalCode',
    tooLong: 'checkout.tooLong',
  }),
  tooMany: (name: string) => t('checkout.tooMany', { max: MAX_LINE_QUANTITY, name }),
}

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
  v.nonEmpty(() => CHECKOUT_MESSAGES.required),
  v.maxLength(200, () => CHECKOUT_MESSAGES.tooLong),
)

/** The shipping form's rules: every field required (trimmed, under 200 characters), a 6-digit PIN not starting with 0, a valid +91 phone. */
export const ShippingSchema = v.object({
  fullName: required,
  address: required,
  city: required,
  state: required,
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

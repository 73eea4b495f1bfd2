/* The Indian address form, built on the order's address: its fields, the rule and message id of each, and the join. */
import type { MessageId } from '@/i18n/catalogs/en'
import { INDIA_STATES } from './india-states'
import { parseMobile } from './phone'
import { isValidPinCode } from './pin-code'
import type { ShippingAddress } from './shipping-address'

/** The address form's fields, in screen order; the saved-address extension's fields are these plus id and isDefault. */
export const ADDRESS_FORM_FIELDS = [
  'fullName',
  'phone',
  'postalCode',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'type',
] as const
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number]

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

/** An Indian address as the form holds it: phone '+91…', PIN code six digits, state one of INDIA_STATES. */
export type AddressForm = Record<Exclude<AddressFormField, 'type'>, string> & { type: AddressType }

/** The longest text kept in a field (landmark: 100). */
export const ADDRESS_TEXT_MAX = 200
export const LANDMARK_MAX = 100

/** The message id of each field's rule (landmark and type have none: optional, and one of three). */
export const ADDRESS_FIELD_MESSAGES = {
  fullName: 'address.error.fullName',
  phone: 'address.error.phone',
  postalCode: 'address.error.postalCode',
  line1: 'address.error.line1',
  line2: 'address.error.line2',
  city: 'address.error.city',
  state: 'address.error.state',
} as const satisfies Partial<Record<AddressFormField, MessageId>>
export type RuledAddressField = keyof typeof ADDRESS_FIELD_MESSAGES

/**
 * The id of the message for a field's value (untrimmed), or null when it passes: text fields non-blank and at most
 * 200 characters; phone a +91 mobile (parseMobile); PIN code six digits not from 0; state one of INDIA_STATES.
 */
export function addressFieldProblem(field: RuledAddressField, value: string): MessageId | null {
  const text = value.trim()
  const ok =
    field === 'phone'
      ? parseMobile(text) !== null
      : field === 'postalCode'
        ? isValidPinCode(text)
        : field === 'state'
          ? INDIA_STATES.includes(text)
          : text !== '' && text.length <= ADDRESS_TEXT_MAX
  return ok ? null : ADDRESS_FIELD_MESSAGES[field]
}

/** The street part as orders carry it: "line1, line2, Near {landmark}", each part trimmed, empty ones left out. */
export const joinAddress = (a: Pick<AddressForm, 'line1' | 'line2' | 'landmark'>): string =>
  [a.line1.trim(), a.line2.trim(), a.landmark.trim() && `Near ${a.landmark.trim()}`].filter(Boolean).join(', ')

/** The form as POST /orders `shippingAddress` (fields trimmed, the phone as +91 and 10 digits when it is one). */
export const toShippingAddress = (a: AddressForm): ShippingAddress => ({
  fullName: a.fullName.trim(),
  address: joinAddress(a),
  city: a.city.trim(),
  state: a.state.trim(),
  postalCode: a.postalCode.trim(),
  phone: parseMobile(a.phone) ?? a.phone.trim(),
})

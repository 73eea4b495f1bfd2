/* The address fields, written once: the type and every address schema are built from them, so none misses one. */
import type * as v from 'valibot'
import type { MessageId } from '@/i18n/catalogs/en'
import { INDIA_STATES } from './india-states'
import { parseMobile } from './phone'
import { isValidPinCode } from './pin-code'

/** The fields of a shipping address, in the order the checkout form shows them. */
export const SHIPPING_ADDRESS_FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const
export type ShippingField = (typeof SHIPPING_ADDRESS_FIELDS)[number]

/** A shipping address as POST /orders `shippingAddress` carries it. */
export type ShippingAddress = Record<ShippingField, string>

type Rules = Partial<Record<ShippingField, v.GenericSchema>>

/** A valibot object's entries for an address, in field order: `overrides[field]` where given, else `rule(field)`. */
export function addressEntries<R extends v.GenericSchema, O extends Rules = Record<never, never>>(
  rule: (field: ShippingField) => R,
  overrides?: O,
): { [K in ShippingField]: K extends keyof O ? NonNullable<O[K]> : R } {
  return Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((k) => [k, overrides?.[k] ?? rule(k)])) as never
}

/** An address with every field ''. */
export const blankAddress = (): ShippingAddress =>
  Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((k) => [k, ''])) as ShippingAddress

/** Only the address's fields, in field order (a missing one stays undefined). */
export const pickAddress = (a: ShippingAddress): ShippingAddress =>
  Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((k) => [k, a[k]])) as ShippingAddress

/** Whether two addresses are the same, field for field, exactly (no trimming). */
export const sameAddress = (a: ShippingAddress, b: ShippingAddress): boolean =>
  SHIPPING_ADDRESS_FIELDS.every((k) => a[k] === b[k])

/** The address as one line, "street, city, state, PIN" (each part trimmed, empty ones left out). */
export const addressLine = (a: Pick<ShippingAddress, 'address' | 'city' | 'state' | 'postalCode'>): string =>
  [a.address, a.city, a.state, a.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')

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

/** Every failing field's message id, in screen order. */
export function addressProblems(form: AddressForm): Partial<Record<RuledAddressField, MessageId>> {
  const out: Partial<Record<RuledAddressField, MessageId>> = {}
  for (const field of Object.keys(ADDRESS_FIELD_MESSAGES) as RuledAddressField[]) {
    const problem = addressFieldProblem(field, form[field] ?? '')
    if (problem) out[field] = problem
  }
  return out
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

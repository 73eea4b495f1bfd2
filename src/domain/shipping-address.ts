/* The address fields, written once: the type and every address schema are built from them, so none misses one. */
import type * as v from 'valibot'

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

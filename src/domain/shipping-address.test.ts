import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  addressEntries,
  addressLine,
  blankAddress,
  pickAddress,
  sameAddress,
  type ShippingAddress,
} from './shipping-address'
import { ASHA_ADDRESS } from '@/test/addresses'

// The contract's six fields (docs/store-api.md), written out here on purpose.
const FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const
const asha: ShippingAddress = ASHA_ADDRESS

describe('shipping address fields', () => {
  it('builds schemas of all six fields, in form order, each required', () => {
    const schema = v.object(addressEntries(() => v.string()))
    expect(Object.keys(v.parse(schema, { extra: 'x', ...asha }))).toEqual(FIELDS)
    for (const k of FIELDS) {
      const { [k]: _dropped, ...rest } = asha
      expect(v.safeParse(schema, rest).success, k).toBe(false)
    }
  })

  it('applies an override to its field only', () => {
    const schema = v.object(addressEntries(() => v.string(), { postalCode: v.literal('560001') }))
    expect(v.safeParse(schema, asha).success).toBe(true)
    expect(v.safeParse(schema, { ...asha, postalCode: '110001' }).success).toBe(false)
    expect(v.safeParse(schema, { ...asha, city: '560001' }).success).toBe(true)
  })

  it('compares, blanks and picks every field', () => {
    expect(sameAddress(asha, { ...asha })).toBe(true)
    for (const k of FIELDS) expect(sameAddress(asha, { ...asha, [k]: `${asha[k]} ` }), k).toBe(false)
    expect(blankAddress()).toEqual({ fullName: '', address: '', city: '', state: '', postalCode: '', phone: '' })
    const stored = { extra: 'x', ...Object.fromEntries(Object.entries(asha).reverse()) } as unknown as ShippingAddress
    expect(Object.keys(pickAddress(stored))).toEqual(FIELDS)
    expect(pickAddress(stored)).toEqual(asha)
  })
})

describe('addressLine', () => {
  it('joins street, city, state and PIN, trimmed, leaving out empty parts', () => {
    expect(addressLine({ address: ' 12 MG Road ', city: 'Bengaluru', state: '', postalCode: '560001' })).toBe(
      '12 MG Road, Bengaluru, 560001',
    )
  })
})

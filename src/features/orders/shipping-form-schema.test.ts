import { describe, expect, it } from 'vitest'
import type { ShippingAddress } from '@/domain/shipping-address'
import { checkForm } from '@/lib/form-errors'
import { emptyShipping, hasBlankField, ShippingSchema } from './shipping-form-schema'
import { ASHA_ADDRESS } from '@/test/addresses'

const good: ShippingAddress = ASHA_ADDRESS
/** What the checkout form does with its values on submit. */
const checkShipping = (form: ShippingAddress) => checkForm(ShippingSchema, form)

describe('checkout shipping rules', () => {
  it('accepts a complete form and trims it', () => {
    expect(checkShipping({ ...good, fullName: '  Asha Rao ', city: ' Bengaluru' })).toEqual({ ok: true, output: good })
  })

  it('starts blank with the +91 prefix in the phone', () => {
    expect(emptyShipping()).toEqual({ fullName: '', address: '', city: '', state: '', postalCode: '', phone: '+91' })
  })

  it('marks every blank field (whitespace counts as blank) and flags the "Please fill all fields" case', () => {
    const form = { ...emptyShipping(), address: '   ' }
    expect(hasBlankField(form)).toBe(true)
    expect(checkShipping(form)).toEqual({
      ok: false,
      errors: {
        fullName: 'This field is required',
        address: 'This field is required',
        city: 'This field is required',
        state: 'This field is required',
        postalCode: 'This field is required',
        phone: 'This field is required',
      },
    })
  })

  it.each(['12345', '1234567', 'abcdef', '012345'])('needs a 6-digit PIN: %j', (postalCode) => {
    expect(checkShipping({ ...good, postalCode })).toEqual({
      ok: false,
      errors: { postalCode: 'PIN code must be 6 digits' },
    })
  })

  it('applies the phone rules', () => {
    expect(checkShipping({ ...good, phone: '+9198765' })).toEqual({
      ok: false,
      errors: { phone: 'Phone number must be 13 characters (including +91)' },
    })
    expect(checkShipping({ ...good, phone: '9876543210' })).toEqual({
      ok: false,
      errors: { phone: 'Phone number must start with +91' },
    })
  })

  it('hasBlankField sees the bare +91 as blank', () => {
    expect(hasBlankField(good)).toBe(false)
    expect(hasBlankField({ ...good, phone: '+91' })).toBe(true)
    expect(hasBlankField({ ...good, state: '' })).toBe(true)
  })
})

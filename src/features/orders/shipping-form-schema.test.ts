import { describe, expect, it } from 'vitest'
import { joinAddress, toShippingAddress, type AddressForm } from '@/domain/address-form'
import { checkForm } from '@/lib/form-errors'
import { emptyShipping, hasBlankField, ShippingSchema } from './shipping-form-schema'
import { ASHA_FORM } from '@/test/addresses'

const good: AddressForm = ASHA_FORM
/** What the checkout form does with its values on submit. */
const checkShipping = (form: AddressForm) => checkForm(ShippingSchema, form)

describe('the address form rules', () => {
  it('accepts a complete form and trims it', () => {
    expect(checkShipping({ ...good, fullName: '  Asha Rao ', city: ' Bengaluru' })).toEqual({ ok: true, output: good })
  })

  it('starts blank with the +91 prefix in the phone and Home as the type', () => {
    expect(emptyShipping()).toEqual({
      fullName: '',
      phone: '+91',
      postalCode: '',
      line1: '',
      line2: '',
      landmark: '',
      city: '',
      state: '',
      type: 'home',
    })
  })

  it('gives each blank field its message (the landmark is optional) and flags "Please fill all fields"', () => {
    const form = { ...emptyShipping(), line1: '   ' }
    expect(hasBlankField(form)).toBe(true)
    expect(checkShipping(form)).toEqual({
      ok: false,
      errors: {
        fullName: 'Enter the full name',
        phone: 'Enter a valid 10-digit mobile number',
        postalCode: 'Enter a valid 6-digit PIN code',
        line1: 'Enter the flat, house no. or building',
        line2: 'Enter the area or street',
        city: 'Enter the town or city',
        state: 'Choose a state',
      },
    })
  })

  it.each(['12345', '1234567', 'abcdef', '012345'])('needs a 6-digit PIN: %j', (postalCode) => {
    expect(checkShipping({ ...good, postalCode })).toEqual({
      ok: false,
      errors: { postalCode: 'Enter a valid 6-digit PIN code' },
    })
  })

  it.each(['+9198765', '+915876543210', '+9198765432100'])('needs a 10-digit mobile from 6–9: %j', (phone) => {
    expect(checkShipping({ ...good, phone })).toEqual({
      ok: false,
      errors: { phone: 'Enter a valid 10-digit mobile number' },
    })
  })

  it('needs a state of the list', () => {
    expect(checkShipping({ ...good, state: 'Atlantis' })).toEqual({ ok: false, errors: { state: 'Choose a state' } })
  })

  it('hasBlankField sees the bare +91 as blank, not an empty landmark', () => {
    expect(hasBlankField(good)).toBe(false)
    expect(hasBlankField({ ...good, phone: '+91' })).toBe(true)
    expect(hasBlankField({ ...good, state: '' })).toBe(true)
  })
})

describe('the address an order carries', () => {
  it('joins "line1, line2, Near {landmark}", empty parts left out', () => {
    expect(joinAddress({ line1: ' 12 MG Road ', line2: 'Ashok Nagar', landmark: ' Metro ' })).toBe(
      '12 MG Road, Ashok Nagar, Near Metro',
    )
    expect(joinAddress({ line1: '12 MG Road', line2: ' ', landmark: '' })).toBe('12 MG Road')
    expect(joinAddress({ line1: '', line2: 'Ashok Nagar', landmark: 'Metro' })).toBe('Ashok Nagar, Near Metro')
  })

  it("is the contract's six fields", () => {
    expect(toShippingAddress({ ...good, landmark: 'Metro' })).toEqual({
      fullName: 'Asha Rao',
      address: '12 MG Road, Ashok Nagar, Near Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      phone: '+919876543210',
    })
  })
})

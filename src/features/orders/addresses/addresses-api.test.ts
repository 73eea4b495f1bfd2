import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { addressErrors, toSavedAddress, toSavedAddresses } from './addresses-api'

const HOME = {
  id: 'a-1',
  fullName: 'Priya Sharma',
  phone: '+919876543210',
  line1: '12, 4th Cross',
  line2: 'Indiranagar',
  landmark: 'Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  type: 'home',
  isDefault: true,
}

describe("the store's saved addresses", () => {
  it('reads a list bare or under data, the landmark optional', () => {
    const { landmark: _l, ...plain } = HOME
    expect(toSavedAddresses({ data: [HOME] })).toEqual([HOME])
    expect(toSavedAddresses([{ ...plain, id: 7, isDefault: false }])).toEqual([
      { ...plain, id: '7', landmark: '', isDefault: false },
    ])
  })

  it('clips texts, normalises the phone, reads an unknown type as other and keeps one default', () => {
    const [first, second] = toSavedAddresses([
      { ...HOME, fullName: 'x'.repeat(500), phone: '98765 43210', type: 'villa' },
      { ...HOME, id: 'a-2' },
    ])!
    expect(first).toMatchObject({ phone: '+919876543210', type: 'other', isDefault: true })
    expect(first!.fullName).toHaveLength(200)
    expect(second!.isDefault).toBe(false)
  })

  it('reads at most 20, drops one without an id, and refuses what is not a list', () => {
    expect(toSavedAddresses(Array.from({ length: 30 }, (_, i) => ({ ...HOME, id: `a-${i}` })))).toHaveLength(20)
    expect(
      toSavedAddresses([
        { ...HOME, id: '' },
        { ...HOME, id: undefined },
      ]),
    ).toEqual([])
    expect(toSavedAddresses({ data: 'nope' })).toBeUndefined()
    expect(toSavedAddress({ data: HOME })).toEqual(HOME)
    expect(toSavedAddress('nope')).toBeUndefined()
  })

  it("reads a 400's field messages as text, and nothing from another error", () => {
    const body = { message: 'Invalid', errors: { line1: 'Too long', postalCode: 5, evil: 'x', city: { a: 1 } } }
    expect(addressErrors(new ApiError('http', 'Invalid', 400, 'Invalid', undefined, body))).toEqual({
      fields: { line1: 'Too long', postalCode: '5' },
      message: 'Invalid',
    })
    expect(addressErrors(new ApiError('http', 'x', 400, 'You can save up to 20 addresses'))).toEqual({
      fields: {},
      message: 'You can save up to 20 addresses',
    })
    expect(addressErrors(new ApiError('http', 'x', 500))).toBeUndefined()
    expect(addressErrors(new Error('x'))).toBeUndefined()
  })
})

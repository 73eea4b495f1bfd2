import { describe, expect, it } from 'vitest'
import { normalisePhone, phoneError } from './phone'

describe('normalisePhone (spec §5: +91 forced, digits only, at most 10 after it)', () => {
  it.each([
    ['', '+91'],
    ['+91', '+91'],
    ['+919', '+919'],
    ['9876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['+91abc98', '+9198'],
    ['+9198765432101234', '+919876543210'],
    ['(987) 654 3210', '+919876543210'],
  ])('%j → %j', (raw, out) => {
    expect(normalisePhone(raw)).toBe(out)
  })
})

describe('phoneError (spec §5 messages)', () => {
  it('accepts +91 and 10 digits', () => {
    expect(phoneError('+919876543210')).toBeUndefined()
  })
  it('needs the +91 prefix', () => {
    expect(phoneError('9876543210')).toBe('Phone number must start with +91')
    expect(phoneError('+449876543210')).toBe('Phone number must start with +91')
  })
  it.each(['+91', '+91987654321', '+9198765432101', '+91987654321a'])('needs 13 characters in all: %j', (value) => {
    expect(phoneError(value)).toBe('Phone number must be 13 characters (including +91)')
  })
})

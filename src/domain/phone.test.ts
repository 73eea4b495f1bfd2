import { describe, expect, it } from 'vitest'
import {
  formatMobile,
  normalisePhone,
  normalisePhoneKeepingPrefix,
  parseMobile,
  phoneError,
  phoneMaxDigits,
} from './phone'

describe('normalisePhone', () => {
  it.each([
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91-98765 43210', '+919876543210'],
    ['(+91) 98765 43210', '+919876543210'],
    ['98765432109999', '+919876543210'], // cut to 10 digits
    ['+919876543210123', '+919876543210'],
    ['9', '+919'],
    ['+919', '+919'],
    ['+91abc98', '+9198'],
    ['abc', ''],
    ['', ''],
    ['+', ''],
    ['+9', ''], // backspacing into the prefix clears
    ['+91', ''],
    ['0', ''],
    ['9198', '+919198'], // a short number that starts with 91 keeps its digits
  ])('%j → %j', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected)
  })

  it('allows as many digits as the maxLength rule leaves after +91', () => {
    expect(phoneMaxDigits()).toBe(10)
    expect(phoneMaxDigits(15)).toBe(12)
    expect(normalisePhone('987654321012345', phoneMaxDigits(15))).toBe('+91987654321012')
    expect(normalisePhone('9876543210', phoneMaxDigits(8))).toBe('+9198765')
  })
})

describe('normalisePhoneKeepingPrefix (checkout: the field always shows +91)', () => {
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
    expect(normalisePhoneKeepingPrefix(raw)).toBe(out)
  })
})

describe('phoneError', () => {
  // A store's pattern as the payment form compiles it: anything with `test`.
  const indian = { test: (value: string) => /^\+91[6-9]\d{9}$/.test(value) }
  it.each([
    ['9876543210', {}, 'Phone number must start with +91'],
    ['+1 5551234567', {}, 'Phone number must start with +91'],
    ['+91987654', { minLength: 13 }, 'Phone number must have at least 13 characters'],
    ['+91987654', { minLength: 12, maxLength: 13 }, 'Phone number must have at least 12 characters'],
    ['+9198765432101', { maxLength: 13 }, 'Phone number must have no more than 13 characters'],
    ['+9198765432101', { minLength: 5, maxLength: 12 }, 'Phone number must have no more than 12 characters'],
    ['+91987654', {}, 'Phone number must be 13 characters (including +91)'],
    ['+9198765432101', {}, 'Phone number must be 13 characters (including +91)'],
    ['+911234567890', { pattern: indian }, 'Invalid phone number format'],
    ['+911234567890', { minLength: 13, maxLength: 13, pattern: indian }, 'Invalid phone number format'],
    ['+919876543210', { pattern: indian }, null],
    ['+919876543210', {}, null],
    // A mobile number starts with 6–9, with or without a store pattern.
    ['+911234567890', {}, 'Invalid phone number format'],
    ['+915876543210', { minLength: 13, maxLength: 13 }, 'Invalid phone number format'],
    ['+916000000000', {}, null],
    ['+91987654321', { minLength: 12 }, null], // only a lower bound: no exact-13 rule
    ['+919876543210', { minLength: 13, maxLength: 13, pattern: indian }, null],
  ] as const)('%j with %j → %j', (value, rules, expected) => {
    expect(phoneError(value, { pattern: null, ...rules })).toBe(expected)
  })
})

describe('phoneError without field rules (checkout)', () => {
  it('accepts +91 and 10 digits starting 6–9', () => {
    expect(phoneError('+919876543210')).toBeNull()
  })
  it('needs the +91 prefix', () => {
    expect(phoneError('9876543210')).toBe('Phone number must start with +91')
    expect(phoneError('+449876543210')).toBe('Phone number must start with +91')
  })
  it.each(['+91', '+91987654321', '+9198765432101', '+91987654321a'])('needs 13 characters in all: %j', (value) => {
    expect(phoneError(value)).toBe('Phone number must be 13 characters (including +91)')
  })
})

describe('parseMobile (sign-in by mobile number)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    [' 6000000000 ', '+916000000000'],
    ['5876543210', null], // starts 0–5
    ['987654321', null], // 9 digits
    ['98765432101', null], // 11 digits are not cut to 10
    ['+9198765432101', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (raw, out) => {
    expect(parseMobile(raw)).toBe(out)
  })

  it('formats a number for reading', () => {
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210')
    expect(formatMobile('12345')).toBe('12345')
  })
})

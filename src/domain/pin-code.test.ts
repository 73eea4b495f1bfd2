import { describe, expect, it } from 'vitest'
import { isValidPinCode, toPinCodeDigits } from './pin-code'

describe('isValidPinCode', () => {
  it('accepts six digits that do not start with 0', () => {
    expect(isValidPinCode('560001')).toBe(true)
    expect(isValidPinCode('110001')).toBe(true)
    expect(isValidPinCode(' 845401 ')).toBe(true)
  })

  it('refuses a leading 0, too few or too many digits, and anything not a digit', () => {
    for (const bad of ['056001', '060001', '56001', '5600011', '', '56 001', '56000a', '５６０００１', '-56001'])
      expect(isValidPinCode(bad), bad).toBe(false)
  })
})

describe('toPinCodeDigits', () => {
  it('keeps only the first six digits of what was typed or pasted', () => {
    expect(toPinCodeDigits('560 001')).toBe('560001')
    expect(toPinCodeDigits('PIN: 5600-0123')).toBe('560001')
    expect(toPinCodeDigits('abc')).toBe('')
  })
})

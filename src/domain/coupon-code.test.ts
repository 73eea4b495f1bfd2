import { describe, expect, it } from 'vitest'
import { isCouponCode, normaliseCouponCode } from './coupon-code'

describe('coupon codes', () => {
  it('are trimmed and case-insensitive', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10')
    expect(normaliseCouponCode('Flat100')).toBe('FLAT100')
    expect(normaliseCouponCode(42)).toBe('')
  })

  it('hold 1 to 32 characters', () => {
    expect(isCouponCode('')).toBe(false)
    expect(isCouponCode('A'.repeat(32))).toBe(true)
    expect(isCouponCode('A'.repeat(33))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatOrderAmount, formatPrice } from './format'

describe('formatPrice (INR, en-IN, up to 2 fraction digits)', () => {
  it('groups in lakhs and shows no decimals for whole rupees', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456')
    expect(formatPrice(999)).toBe('₹999')
  })
  it('shows up to two fraction digits', () => {
    expect(formatPrice(299.5)).toBe('₹299.5')
    expect(formatPrice(10.456)).toBe('₹10.46')
  })
  it('shows ₹0 for a missing or non-finite amount', () => {
    expect(formatPrice(Number.NaN)).toBe('₹0')
    expect(formatPrice(0)).toBe('₹0')
  })
})

describe('formatOrderAmount (order views: two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatOrderAmount(1299)).toBe('₹1,299.00')
  })
})

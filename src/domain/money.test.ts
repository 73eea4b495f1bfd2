import { describe, expect, it } from 'vitest'
import { linesTotal, toPaise, totalAfterDiscount, trustedDiscount } from './money'

describe('money in paise', () => {
  it('adds ₹0.10 and ₹0.20 to exactly ₹0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(
      linesTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3)
    expect(
      linesTotal([
        { price: 499.5, quantity: 2 },
        { price: 1299, quantity: 1 },
      ]),
    ).toBe(2298)
    expect(toPaise(1.005)).toBe(101)
    expect(toPaise(Number.NaN)).toBe(0)
  })

  it('takes a discount off in paise, and believes only one above 0 and at most the subtotal', () => {
    expect(totalAfterDiscount(1200, 120)).toBe(1080)
    expect(totalAfterDiscount(0.3, 0.1)).toBe(0.2)
    expect(trustedDiscount(120, 1200)).toBe(120)
    expect(trustedDiscount(1200, 1200)).toBe(1200)
    expect(trustedDiscount(1200.01, 1200)).toBe(0)
    expect(trustedDiscount(-5, 1200)).toBe(0)
    expect(trustedDiscount(Number.POSITIVE_INFINITY, 1200)).toBe(0)
    expect(trustedDiscount(undefined, 1200)).toBe(0)
    expect(totalAfterDiscount(1200, 5000)).toBe(1200)
  })
})

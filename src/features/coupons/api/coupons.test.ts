import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { couponRefusal, toAppliedCoupon, toOffers } from './coupons'

describe("the store's coupon answers", () => {
  it('reads offers bare or under data, normalises codes, drops unusable ones and keeps at most 20', () => {
    const offer = { code: ' welcome10 ', title: '10% off', description: 'Up to ₹200', minSubtotal: 499 }
    expect(toOffers({ data: [offer] })).toEqual([
      { code: 'WELCOME10', title: '10% off', description: 'Up to ₹200', minSubtotal: 499 },
    ])
    expect(toOffers([{ code: 'FLAT100' }])).toEqual([
      { code: 'FLAT100', title: 'FLAT100', description: '', minSubtotal: 0 },
    ])
    expect(toOffers([{ code: '' }, { code: 'X'.repeat(33) }, { code: 7 }, 'junk', null])).toEqual([])
    expect(toOffers([{ code: 'A', minSubtotal: 1e12 }])?.[0]?.minSubtotal).toBe(0)
    expect(toOffers(Array.from({ length: 5000 }, (_, i) => ({ code: `C${i}` })))).toHaveLength(20)
    expect(toOffers({ offers: 'none' })).toBeUndefined()
  })

  it('believes an applied discount only above 0 and at most the subtotals, for the code asked', () => {
    const answer = { code: 'WELCOME10', discount: 120, subtotal: 1200, total: 1080 }
    expect(toAppliedCoupon(answer, 'WELCOME10', 1200)).toEqual({ code: 'WELCOME10', discount: 120 })
    expect(toAppliedCoupon({ data: answer }, 'WELCOME10', 1200)).toEqual({ code: 'WELCOME10', discount: 120 })
    expect(toAppliedCoupon({ ...answer, code: 'welcome10' }, 'WELCOME10', 1200)).toEqual({
      code: 'WELCOME10',
      discount: 120,
    })
    expect(toAppliedCoupon({ ...answer, discount: 1200.5 }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ ...answer, discount: 130, subtotal: 125 }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ ...answer, discount: -120 }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ ...answer, discount: 0 }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ ...answer, discount: '1e400' }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ ...answer, code: 'FLAT100' }, 'WELCOME10', 1200)).toBeUndefined()
    expect(toAppliedCoupon({ code: 'WELCOME10' }, 'WELCOME10', 1200)).toBeUndefined()
  })

  it("reads a refusal as the store's message; a lost answer, 401, 429 or 5xx is no refusal", () => {
    const http = (status: number, text?: string) => new ApiError('http', 'x', status, text)
    expect(couponRefusal(http(422, 'This coupon has expired'))).toBe('This coupon has expired')
    expect(couponRefusal(http(404))).toBe('')
    for (const e of [http(401, 'no'), http(429, 'slow'), http(503, 'down'), new ApiError('network', 'x')])
      expect(couponRefusal(e)).toBeUndefined()
  })
})

/** A seeded coupon: `value` is a percent (kind percent) or paise (kind flat); amounts in paise. */
export interface SeedCoupon {
  code: string
  title: string
  description: string | null
  kind: 'percent' | 'flat'
  value: number
  maxDiscountPaise: number | null
  minSubtotalPaise: number
  expiresAt: string | null
  oncePerShopper: boolean
}

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    title: '10% off your first order',
    description: 'Up to ₹200 off on orders of ₹499 or more. Once per shopper.',
    kind: 'percent',
    value: 10,
    maxDiscountPaise: 20_000,
    minSubtotalPaise: 49_900,
    expiresAt: null,
    oncePerShopper: true,
  },
  {
    code: 'FLAT100',
    title: '₹100 off',
    description: 'On orders of ₹999 or more.',
    kind: 'flat',
    value: 10_000,
    maxDiscountPaise: null,
    minSubtotalPaise: 99_900,
    expiresAt: null,
    oncePerShopper: false,
  },
  {
    code: 'EXPIRED5',
    title: '5% off (ended)',
    description: null,
    kind: 'percent',
    value: 5,
    maxDiscountPaise: null,
    minSubtotalPaise: 0,
    expiresAt: '2025-01-01T00:00:00.000Z',
    oncePerShopper: false,
  },
]

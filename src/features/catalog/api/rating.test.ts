import { describe, expect, it } from 'vitest'
import { formatAverage, formatRatingCount, toRating } from './rating'
import { ServerProductSchema } from './product-schema'
import { toProduct } from './to-product'
import * as v from 'valibot'

describe('toRating', () => {
  it('keeps an average from 1 to 5 with a whole count', () => {
    expect(toRating({ average: 4.3, count: 1284 })).toEqual({ average: 4.3, count: 1284 })
    expect(toRating({ average: 1, count: 1 })).toEqual({ average: 1, count: 1 })
    expect(toRating({ average: 5, count: 2 })).toEqual({ average: 5, count: 2 })
  })

  it('ignores an average outside 1–5, a count that is not a whole number, and anything else', () => {
    for (const bad of [
      { average: 0.9, count: 3 },
      { average: 5.1, count: 3 },
      { average: Number.NaN, count: 3 },
      { average: '4.3', count: 3 },
      { average: 4, count: 2.5 },
      { average: 4, count: 0 },
      { average: 4, count: -1 },
      { average: 4, count: '12' },
      { average: 4 },
      null,
      'x',
      [4, 3],
    ])
      expect(toRating(bad)).toBeUndefined()
  })

  it('reaches the product: a bad rating never fails the product', () => {
    const parse = (rating: unknown) => toProduct(v.parse(ServerProductSchema, { id: 'p', rating }))
    expect(parse({ average: 4.3, count: 12 }).rating).toEqual({ average: 4.3, count: 12 })
    expect(parse({ average: 9, count: 12 }).rating).toBeUndefined()
    expect(parse(undefined).rating).toBeUndefined()
  })
})

describe('rating formats', () => {
  it('groups the count the Indian way and shows one decimal', () => {
    expect(formatRatingCount(1284)).toBe('1,284')
    expect(formatRatingCount(128400)).toBe('1,28,400')
    expect(formatAverage(4.25)).toBe('4.3')
    expect(formatAverage(5)).toBe('5.0')
  })
})

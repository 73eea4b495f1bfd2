import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ReviewListSchema } from './reviews'
import { reviewProblem } from '../components/write-review-form'

const review = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  rating: 4,
  body: 'Good cable',
  author: 'Asha',
  createdAt: '2026-11-01T10:00:00Z',
  ...over,
})

describe('ReviewListSchema', () => {
  it('keeps text as sent, drops reviews rated outside 1–5 or not whole, and ignores a bad count', () => {
    const list = v.parse(ReviewListSchema, {
      data: [
        review({ title: '<script>x</script>', body: '<img src=x onerror=alert(1)>' }),
        review({ id: 'r2', rating: 6 }),
        review({ id: 'r3', rating: 4.5 }),
        review({ id: 'r4', rating: '5' }),
        review({ id: 'r5', rating: 0 }),
        'nonsense',
      ],
      count: 2.5,
    })
    expect(list.reviews.map((r) => r.id)).toEqual(['r1'])
    expect(list.reviews[0]).toMatchObject({ title: '<script>x</script>', body: '<img src=x onerror=alert(1)>' })
    expect(list.count).toBe(1)
  })

  it('reads a histogram only with five whole counts, and bounds the list', () => {
    const h = { '1': 1, '2': 0, '3': 2, '4': 5, '5': 9 }
    expect(v.parse(ReviewListSchema, { data: [], count: 17, histogram: h }).histogram).toEqual({
      1: 1,
      2: 0,
      3: 2,
      4: 5,
      5: 9,
    })
    expect(v.parse(ReviewListSchema, { data: [], histogram: { ...h, '3': -1 } }).histogram).toBeUndefined()
    expect(v.parse(ReviewListSchema, { data: [], histogram: { ...h, '5': '9' } }).histogram).toBeUndefined()
    const many = Array.from({ length: 80 }, (_, i) => review({ id: `r${i}` }))
    expect(v.parse(ReviewListSchema, { data: many, count: 80 }).reviews).toHaveLength(50)
  })
})

describe('reviewProblem', () => {
  it('asks for 1–5 whole stars and a review of 10 to 2,000 characters', () => {
    expect(reviewProblem({ rating: undefined, body: 'Long enough text' })).toBe('rating')
    expect(reviewProblem({ rating: 3, body: '  short   ' })).toBe('body')
    expect(reviewProblem({ rating: 3, body: 'x'.repeat(2001) })).toBe('body')
    expect(reviewProblem({ rating: 3, body: 'x'.repeat(10) })).toBeNull()
  })
})

// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MOST_REVIEWED_PRODUCT } from '../seed/reviews'
import { createTestApp, type TestApp } from './test-app'

/* The `reviews` extension: seeded reviews, product ratings, writing (delivered orders only) and "helpful" once. */

const DELIVERED = 'p-tilt-wall-mount-32-55' // in the demo shopper's delivered order
const SHIPPED = 'p-anc-tws-earbuds' // bought, not yet delivered

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ faults: true })
}, 60_000)
beforeEach(() => t.reset())
afterAll(() => t.close())

const post = (id: string, body: unknown, token?: string) =>
  t.call('POST', `/products/${id}/reviews`, { body, ...(token ? { token } : {}) })

describe('reviews', () => {
  it('is listed, and products carry their rating from the reviews', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('reviews')
    const product = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}`)).body
    const all = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews?limit=50`)).body
    expect(product.rating.count).toBe(23)
    expect(all.count).toBe(23)
    const mean = all.data.reduce((n: number, r: { rating: number }) => n + r.rating, 0) / 23
    expect(product.rating.average).toBe(Math.round(mean * 10) / 10)
    const histogram = Object.values(all.histogram as Record<string, number>).reduce((a, b) => a + b, 0)
    expect(histogram).toBe(23)
    const list = (await t.call('GET', '/products?limit=100')).body.data as { rating?: unknown }[]
    expect(list.some((p) => p.rating)).toBe(true)
    expect(list.some((p) => !p.rating)).toBe(true)
  })

  it('sorts and pages', async () => {
    const page1 = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews?limit=10&sort=rating_asc`)).body
    const page3 = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews?limit=10&page=3&sort=rating_asc`))
      .body
    expect(page1.data).toHaveLength(10)
    expect(page3.data).toHaveLength(3)
    const ratings = page1.data.map((r: { rating: number }) => r.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    const helpful = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews?sort=helpful`)).body.data
    const counts = helpful.map((r: { helpfulCount: number }) => r.helpfulCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('takes a review only from a shopper whose order of it was delivered, once', async () => {
    const token = await t.login()
    expect((await post(DELIVERED, { rating: 5, body: 'Great mount' })).status).toBe(401)
    expect((await post(SHIPPED, { rating: 5, body: 'Great earbuds, really' }, token)).status).toBe(403)
    const created = await post(DELIVERED, { rating: 4, title: ' Sturdy ', body: 'Holds my 50 inch TV well.' }, token)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ rating: 4, title: 'Sturdy', author: 'Priya S.', verifiedPurchase: true })
    const again = await post(DELIVERED, { rating: 3, body: 'Changed my mind about it.' }, token)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already/)
    const first = (await t.call('GET', `/products/${DELIVERED}/reviews`)).body.data[0]
    expect(first.id).toBe(created.body.id)
  })

  it('refuses a rating outside 1–5, a fraction, and a body under 10 or over 2,000 characters', async () => {
    const token = await t.login()
    for (const body of [
      { rating: 0, body: 'Long enough text' },
      { rating: 6, body: 'Long enough text' },
      { rating: 4.5, body: 'Long enough text' },
      { rating: '5', body: 'Long enough text' },
      { rating: 5, body: 'Too short' },
      { rating: 5, body: 'x'.repeat(2001) },
    ])
      expect((await post(DELIVERED, body, token)).status).toBe(400)
  })

  it('counts "helpful" once per shopper', async () => {
    const token = await t.login()
    const review = (await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews`)).body.data[0]
    const first = await t.call('POST', `/reviews/${review.id}/helpful`, { token })
    const second = await t.call('POST', `/reviews/${review.id}/helpful`, { token })
    expect(first.body.helpfulCount).toBe(review.helpfulCount + 1)
    expect(second.body.helpfulCount).toBe(review.helpfulCount + 1)
    expect((await t.call('POST', '/reviews/nope/helpful', { token })).status).toBe(404)
  })

  it('is absent from a plain store: no rating, no reviews endpoint', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    expect((await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}`)).body.rating).toBeUndefined()
    expect((await t.call('GET', `/products/${MOST_REVIEWED_PRODUCT}/reviews`)).status).toBe(404)
    await t.call('POST', '/__profile', { body: { plain: false } })
  })
})

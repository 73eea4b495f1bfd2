// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADDRESS } from '../seed/demo-shopper'
import { createTestApp, type TestApp } from './test-app'

/* The `coupons` extension: offers, the apply check and the coupon on POST /orders (prices: 5 m cable ₹999, 2 m ₹649). */

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ faults: true })
}, 60_000)
beforeEach(async () => {
  await t.reset()
  token = await t.login()
})
afterAll(() => t.close())

const apply = (code: string, products: Record<string, number>, auth = true) =>
  t.call('POST', '/coupons/apply', {
    body: { code, products: Object.entries(products).map(([id, quantity]) => ({ id, quantity })) },
    ...(auth ? { token } : {}),
  })
const order = (products: Record<string, number>, couponCode?: unknown) =>
  t.call('POST', '/orders', { token, body: { products, shippingAddress: DEMO_ADDRESS, couponCode } })

describe('coupons', () => {
  it('lists its capability and the offers in force (the expired one left out)', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('coupons')
    const offers = await t.call('GET', '/coupons')
    expect(offers.status).toBe(200)
    expect(offers.body.data.map((o: { code: string }) => o.code)).toEqual(['WELCOME10', 'FLAT100'])
    expect(offers.body.data[0]).toMatchObject({ code: 'WELCOME10', minSubtotal: 499 })
  })

  it('takes 10 % up to the cap, on the store prices, with codes trimmed and in any case', async () => {
    const res = await apply('  welcome10 ', { 'p-hdmi-cable-5m': 1, 'p-hdmi-cable-2m': 1 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 'WELCOME10', discount: 164.8, subtotal: 1648, total: 1483.2 })
    const capped = await apply('WELCOME10', { 'p-hdmi-cable-5m': 3 })
    expect(capped.body).toMatchObject({ discount: 200, subtotal: 2997, total: 2797 })
  })

  it('says how much more the minimum needs, then applies once it is reached', async () => {
    const short = await apply('FLAT100', { 'p-hdmi-cable-2m': 1 })
    expect(short.status).toBe(422)
    expect(short.body.message).toBe('Add items worth ₹350 more to use FLAT100')
    expect((await apply('FLAT100', { 'p-hdmi-cable-2m': 2 })).body).toMatchObject({ discount: 100, total: 1198 })
  })

  it('refuses an unknown code (404) and an expired one (422) with the store message', async () => {
    const unknown = await apply('NOPE', { 'p-hdmi-cable-5m': 1 })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Invalid coupon code'])
    const expired = await apply('expired5', { 'p-hdmi-cable-5m': 1 })
    expect([expired.status, expired.body.message]).toEqual([422, 'This coupon has expired'])
    expect((await apply('X'.repeat(33), { 'p-hdmi-cable-5m': 1 })).status).toBe(404)
  })

  it('places an order with the discount and its total after it; a once-per-shopper code only once', async () => {
    const res = await order({ 'p-hdmi-cable-5m': 1 }, 'welcome10')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ discount: 99.9, couponCode: 'WELCOME10', total: 899.1 })
    const read = await t.call('GET', `/orders/${res.body.id}`, { token })
    expect(read.body).toMatchObject({ discount: 99.9, total: 899.1 })
    // Used: gone from the offers, refused by apply and by a later order, which is not created.
    expect((await t.call('GET', '/coupons', { token })).body.data.map((o: { code: string }) => o.code)).toEqual([
      'FLAT100',
    ])
    expect((await apply('WELCOME10', { 'p-hdmi-cable-5m': 1 })).body.message).toBe('You have already used WELCOME10')
    const before = (await t.call('GET', '/orders', { token })).body.length
    const again = await order({ 'p-hdmi-cable-5m': 1 }, 'WELCOME10')
    expect([again.status, again.body.message]).toEqual([400, 'You have already used WELCOME10'])
    expect((await t.call('GET', '/orders', { token })).body.length).toBe(before)
  })

  it('refuses an order whose coupon went stale (minimum no longer reached), creating nothing', async () => {
    const before = (await t.call('GET', '/orders', { token })).body.length
    const res = await order({ 'p-hdmi-cable-2m': 1 }, 'FLAT100')
    expect([res.status, res.body.error]).toEqual([400, 'Add items worth ₹350 more to use FLAT100'])
    expect((await t.call('GET', '/orders', { token })).body.length).toBe(before)
    const plain = await order({ 'p-hdmi-cable-2m': 1 })
    expect(plain.status).toBe(201)
    expect(plain.body.discount).toBeUndefined()
  })

  it('is off for a plain store: no endpoints, and couponCode is ignored', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      expect((await t.call('GET', '/coupons')).status).toBe(404)
      expect((await apply('FLAT100', { 'p-hdmi-cable-5m': 2 })).status).toBe(404)
      const res = await order({ 'p-hdmi-cable-5m': 2 }, 'FLAT100')
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({ total: 1998 })
      expect(res.body.discount).toBeUndefined()
    } finally {
      await t.call('POST', '/__profile', { body: { plain: false } })
    }
  })
})

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

/*
 * GET /serviceability, the `serviceability` extension: whether and when the store delivers to a
 * PIN code, from the seeded table of PIN prefixes.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ faults: true })
}, 60_000)
afterAll(() => t.close())

describe('GET /serviceability', () => {
  it('is listed as a capability', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('serviceability')
  })

  it('answers a served PIN with days, COD, city and state, without sign-in', async () => {
    const res = await t.call('GET', '/serviceability?pincode=560001')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      pincode: '560001',
      deliverable: true,
      estimatedDays: 3,
      cashOnDelivery: true,
      city: 'Bengaluru',
      state: 'Karnataka',
    })
  })

  it('answers an unserved PIN, and a PIN under no seeded prefix, as not deliverable', async () => {
    expect((await t.call('GET', '/serviceability?pincode=845401')).body).toEqual({
      pincode: '845401',
      deliverable: false,
    })
    expect((await t.call('GET', '/serviceability?pincode=999999')).body).toEqual({
      pincode: '999999',
      deliverable: false,
    })
  })

  it('takes the longest matching prefix', async () => {
    expect((await t.call('GET', '/serviceability?pincode=560300')).body.deliverable).toBe(false)
    expect((await t.call('GET', '/serviceability?pincode=560301')).body.deliverable).toBe(true)
  })

  it('says when Cash on Delivery is not offered', async () => {
    expect((await t.call('GET', '/serviceability?pincode=781001')).body).toMatchObject({
      deliverable: true,
      cashOnDelivery: false,
    })
  })

  it('adds days for a bulky product and refuses an unknown one', async () => {
    const plain = await t.call('GET', '/serviceability?pincode=560001&productId=p-hdmi-cable-2m')
    expect(plain.body.estimatedDays).toBe(3)
    const units = (await t.call('GET', '/products?parentCategory=Entertainment%20Units&limit=1')).body.data
    expect(units.length).toBe(1)
    const bulky = await t.call('GET', `/serviceability?pincode=560001&productId=${units[0].id}`)
    expect(bulky.body.estimatedDays).toBe(5)
    const unknown = await t.call('GET', '/serviceability?pincode=560001&productId=p-no-such-thing')
    expect(unknown.status).toBe(404)
  })

  it('refuses a missing or malformed PIN with 400 {message}', async () => {
    for (const q of ['', '?pincode=', '?pincode=056001', '?pincode=56001', '?pincode=5600011', '?pincode=56000a']) {
      const res = await t.call('GET', `/serviceability${q}`)
      expect(res.status, q).toBe(400)
      expect(res.body.message).toMatch(/6-digit PIN/)
    }
  })

  it('keeps POST /orders from taking an order it cannot deliver (a plain store takes it)', async () => {
    const token = await t.login()
    const order = (postalCode: string) =>
      t.call('POST', '/orders', {
        token,
        body: {
          products: { 'p-hdmi-cable-2m': 1 },
          shippingAddress: {
            fullName: 'Asha Rao',
            address: '12 MG Road',
            city: 'Bettiah',
            state: 'Bihar',
            postalCode,
            phone: '+919876543210',
          },
        },
      })
    const refused = await order('845401')
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe("Ultra High Speed HDMI 2.1 Cable, 2 m can't be delivered to 845401")
    expect((await order('560001')).status).toBe(201)
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      expect((await order('845401')).status).toBe(201)
    } finally {
      await t.call('POST', '/__reset', { body: {} })
    }
  })

  it('does not exist on a plain store', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      expect((await t.call('GET', '/serviceability?pincode=560001')).status).toBe(404)
    } finally {
      await t.call('POST', '/__reset', { body: {} })
    }
  })
})

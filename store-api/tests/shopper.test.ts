// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADDRESS, DEMO_ORDER_IDS } from '../seed/demo-shopper'
import { createTestApp, type Json, type TestApp } from './test-app'

let t: TestApp
let token: string
// PGlite needs a few seconds to start, longer on a busy machine.
beforeAll(async () => {
  t = await createTestApp()
  token = await t.login()
}, 60_000)
afterAll(() => t.close())

const newUser = { email: 'Asha.Rao@Example.com ', password: 'secret12', firstName: 'Asha', lastName: 'Rao' }

describe('POST /users/register', () => {
  it('creates an account with a normalised email', async () => {
    const res = await t.call('POST', '/users/register', { body: newUser })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(String),
      email: 'asha.rao@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(res.body).not.toHaveProperty('passwordHash')
  })

  it('refuses a second account for the same email, whatever its case', async () => {
    const res = await t.call('POST', '/users/register', { body: { ...newUser, email: 'ASHA.RAO@example.com' } })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ error: 'An account with this email already exists' })
  })

  it.each([
    [{ ...newUser, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...newUser, email: 'x@y.in', password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...newUser, email: 'x@y.in', firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ ...newUser, email: 'x@y.in', lastName: ' ' }, 'Last name must be at least 2 characters'],
    [{ email: 'x@y.in' }, 'password is required'],
  ])('answers 400 for invalid input %#', async (body, error) => {
    const res = await t.call('POST', '/users/register', { body })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error })
  })

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.call('POST', '/users/register', {
      body: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'Request body must be valid JSON' })
    expect((await t.call('POST', '/users/register', { body: '[1]' })).status).toBe(400)
  })
})

describe('POST /users/authorize', () => {
  it('returns a random bearer token for the demo shopper (email trimmed, any case)', async () => {
    const res = await t.call('POST', '/users/authorize', { body: { email: ' Demo@Example.COM', password: 'demo1234' } })
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/)
    const again = await t.login()
    expect(again).not.toBe(res.body.token)
  })

  it('logs in a newly registered shopper', async () => {
    const token = await t.login('asha.rao@example.com', 'secret12')
    const res = await t.call('GET', '/accountInfo', { token })
    expect(res.body.data.email).toBe('asha.rao@example.com')
  })

  it.each([
    ['demo@example.com', 'wrong-password'],
    ['nobody@example.com', 'demo1234'],
  ])('answers 401 for %s with a wrong password or unknown email', async (email, password) => {
    const res = await t.call('POST', '/users/authorize', { body: { email, password } })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Invalid email or password' })
  })

  it('answers 400 when a field is missing', async () => {
    const res = await t.call('POST', '/users/authorize', { body: { email: 'demo@example.com' } })
    expect(res.status).toBe(400)
    expect(res.body.error).toBeTypeOf('string')
  })
})

describe('GET /accountInfo', () => {
  it('returns the account under data', async () => {
    const res = await t.call('GET', '/accountInfo', { token: await t.login() })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      data: {
        id: expect.any(String),
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'demo@example.com',
        phone: '+919876543210',
        createdAt: '2026-01-05T10:15:00.000Z',
      },
    })
  })

  it.each([undefined, 'f'.repeat(64), 'garbage token'])('answers 401 without a valid token (%s)', async (token) => {
    const res = await t.call('GET', '/accountInfo', token ? { headers: { Authorization: `Bearer ${token}` } } : {})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Unauthorized' })
  })

  it('stops accepting a token after logout', async () => {
    const token = await t.login()
    expect((await t.call('POST', '/users/logout', { token })).status).toBe(200)
    expect((await t.call('GET', '/accountInfo', { token })).status).toBe(401)
  })
})

const address = { ...DEMO_ADDRESS, fullName: 'Priya S', address: '22 MG Road' }

describe('GET /orders', () => {
  it("lists the demo shopper's five orders, newest first, one in each status", async () => {
    const res = await t.call('GET', '/orders', { token })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body.map((o: Json) => o.status)).toEqual([0, 1, 2, 3, 4])
    const shipped = res.body.find((o: Json) => o.status === 2)
    expect(shipped).toMatchObject({
      id: DEMO_ORDER_IDS.shipped,
      trackingNumber: expect.any(String),
      shippingAddress: DEMO_ADDRESS,
    })
    const pending = res.body[0]
    expect(pending.items[0]).toEqual({
      id: expect.any(String),
      productId: 'p-hdmi-cable-2m',
      productTitle: expect.stringContaining('HDMI'),
      quantity: 2,
      price: 649,
    })
    expect(pending.total).toBe(2 * 649 + 549)
  })

  it('requires a token', async () => {
    expect((await t.call('GET', '/orders')).status).toBe(401)
  })
})

describe('POST /orders', () => {
  it('creates a Pending order priced by the server', async () => {
    const res = await t.call('POST', '/orders', {
      token,
      body: { products: { 'p-hdmi-cable-5m': 2, 'p-tabletop-tv-stand': 1 }, shippingAddress: address, price: 1 },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: expect.any(String), status: 0, trackingNumber: null, total: 2 * 999 + 1499 })
    expect(res.body.items.map((i: Json) => [i.productId, i.quantity, i.price])).toEqual([
      ['p-hdmi-cable-5m', 2, 999],
      ['p-tabletop-tv-stand', 1, 1499],
    ])
    const list = await t.call('GET', '/orders', { token })
    expect(list.body[0].id).toBe(res.body.id)
  })

  it.each([
    [{ products: {}, shippingAddress: address }, 'The order has no products'],
    [{ products: { 'p-hdmi-cable-5m': 0 }, shippingAddress: address }, 'Quantities must be whole numbers from 1 to 99'],
    [
      { products: { 'p-hdmi-cable-5m': 100 }, shippingAddress: address },
      'Quantities must be whole numbers from 1 to 99',
    ],
    [
      { products: { 'p-hdmi-cable-5m': 1.5 }, shippingAddress: address },
      'Quantities must be whole numbers from 1 to 99',
    ],
    [
      { products: { 'p-hdmi-cable-5m': '2' }, shippingAddress: address },
      'Quantities must be whole numbers from 1 to 99',
    ],
    [{ products: { 'p-missing': 1 }, shippingAddress: address }, 'Product not found: p-missing'],
    [{ products: { 'p-hdmi-cable-5m': 1 }, shippingAddress: { ...address, city: '  ' } }, 'City is required'],
    [
      { products: { 'p-hdmi-cable-5m': 1 }, shippingAddress: { ...address, postalCode: '5600' } },
      'Postal code must be 6 digits, not starting with 0',
    ],
    [
      { products: { 'p-hdmi-cable-5m': 1 }, shippingAddress: { ...address, postalCode: '060001' } },
      'Postal code must be 6 digits, not starting with 0',
    ],
    [{ products: { 'p-hdmi-cable-5m': 1 } }, 'shippingAddress is required'],
    [{ products: ['p-hdmi-cable-5m'], shippingAddress: address }, 'products must map product ids to quantities'],
  ])('answers 400 to invalid input %#', async (body, error) => {
    const res = await t.call('POST', '/orders', { token, body })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error })
  })

  it('requires a token', async () => {
    const res = await t.call('POST', '/orders', {
      body: { products: { 'p-hdmi-cable-5m': 1 }, shippingAddress: address },
    })
    expect(res.status).toBe(401)
  })
})

describe('GET /orders/:id (tracking)', () => {
  const id = DEMO_ORDER_IDS.shipped

  it('shows the order to its owner', async () => {
    const res = await t.call('GET', `/orders/${id}`, { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, status: 2, items: expect.any(Array), shippingAddress: DEMO_ADDRESS })
    expect(res.body).not.toHaveProperty('userId')
  })

  it.each([
    'demo@example.com',
    '  DEMO@Example.com ',
    '+919876543210',
    '98765 43210',
    '+91-98765-43210',
    '09876543210',
  ])('shows the order to anyone with the matching contact %s', async (contact) => {
    const res = await t.call('GET', `/orders/${id}?contactInfo=${encodeURIComponent(contact)}`)
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(id)
  })

  it('ignores a stale token when the contact matches', async () => {
    const res = await t.call('GET', `/orders/${id}?contactInfo=demo%40example.com`, { token: 'a'.repeat(64) })
    expect(res.status).toBe(200)
  })

  it.each(['', 'someone@example.com', '9999999999', '43210'])(
    'answers 404 to a wrong contact (%s)',
    async (contact) => {
      const res = await t.call('GET', `/orders/${id}?contactInfo=${encodeURIComponent(contact)}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ error: 'Order not found or access denied' })
    },
  )

  it("answers 404 to another shopper's token and to an unknown id", async () => {
    await t.call('POST', '/users/register', {
      body: { email: 'ravi@example.com', password: 'secret12', firstName: 'Ravi', lastName: 'Kumar' },
    })
    const other = await t.login('ravi@example.com', 'secret12')
    expect((await t.call('GET', `/orders/${id}`, { token: other })).status).toBe(404)
    expect((await t.call('GET', '/orders/does-not-exist?contactInfo=demo@example.com')).status).toBe(404)
  })
})

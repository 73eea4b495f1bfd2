// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, startServer, type RunningServer } from '../app'
import { listPayments } from '../data/payments'
import { DEMO_ADDRESS, DEMO_ORDER_IDS } from '../seed/demo-shopper'
import { API, harness, TEST_APP_ORIGIN, type Json, type TestApp } from './test-app'

// One real server for the file (socket + in-memory PGlite, which takes seconds to start); most
// tests call its app directly. Reset before each test.
let server: RunningServer
let t: TestApp
let token: string
beforeAll(async () => {
  server = await startServer({ port: 0, faults: true })
  t = harness(server.app, server.db)
}, 60_000)
beforeEach(async () => {
  await t.call('POST', '/__reset')
  token = await t.login()
})
afterAll(() => server.close())

const ORDER = { products: { 'p-usb-c-cable-100w-1m': 2 }, shippingAddress: DEMO_ADDRESS }
const postOrder = (key?: string, body: unknown = ORDER, who = token) =>
  t.call('POST', '/orders', { token: who, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } })
const orderCount = async (who = token) => ((await t.call('GET', '/orders', { token: who })).body as Json[]).length

describe('Idempotency-Key on POST /orders', () => {
  it('lists the idempotency capability in GET /storeInfo', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('idempotency')
  })

  it('answers a repeat with the first status and body and creates nothing', async () => {
    const before = await orderCount()
    const first = await postOrder('key-1')
    expect(first.status).toBe(201)
    const again = await postOrder('key-1')
    expect(again.status).toBe(201)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await orderCount()).toBe(before + 1)
  })

  it('places a new order for a new key, and for every request without a key', async () => {
    const before = await orderCount()
    const a = await postOrder('key-a')
    const b = await postOrder('key-b')
    expect(a.body.id).not.toBe(b.body.id)
    await postOrder()
    await postOrder()
    expect(await orderCount()).toBe(before + 4)
  })

  it('keeps keys apart per shopper', async () => {
    await t.call('POST', '/users/register', {
      body: { email: 'ravi@example.in', password: 'secret12', firstName: 'Ravi', lastName: 'Kumar' },
    })
    const other = await t.login('ravi@example.in', 'secret12')
    const mine = await postOrder('shared-key')
    const theirs = await postOrder('shared-key', ORDER, other)
    expect(theirs.status).toBe(201)
    expect(theirs.body.id).not.toBe(mine.body.id)
    expect(await orderCount(other)).toBe(1)
  })

  it('replays a refusal too (same key, same body)', async () => {
    const bad = { ...ORDER, products: { 'p-usb-c-cable-100w-1m': 100 } }
    const first = await postOrder('key-bad', bad)
    expect(first).toMatchObject({ status: 400, body: { error: 'Quantities must be whole numbers from 1 to 99' } })
    const again = await postOrder('key-bad', bad)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  })

  it('answers 422 when a key is reused for another body, 400 for a malformed key', async () => {
    await postOrder('key-x')
    const other = await postOrder('key-x', { ...ORDER, products: { 'p-usb-c-cable-100w-1m': 3 } })
    expect(other).toMatchObject({
      status: 422,
      body: { error: 'This Idempotency-Key was already used for a different request' },
    })
    expect((await postOrder('has space')).status).toBe(400)
    expect((await postOrder('k'.repeat(256))).status).toBe(400)
  })

  it('answers 409 while the first request with the key is still running', async () => {
    const user = (await t.call('GET', '/accountInfo', { token })).body.data
    await t.db.query(
      `insert into idempotency_keys (user_id, scope, key, fingerprint) values ($1, 'POST /orders', 'busy', 'x')`,
      [user.id],
    )
    const before = await orderCount()
    expect(await postOrder('busy')).toMatchObject({ status: 409 })
    expect(await orderCount()).toBe(before)
  })

  it('keeps the answer in the database: a restarted API replays it', async () => {
    const first = await postOrder('key-restart')
    const restarted = harness(createApp({ db: t.db, appOrigin: TEST_APP_ORIGIN, faults: true, corsOrigins: [] }), t.db)
    const again = await restarted.call('POST', '/orders', {
      token,
      body: ORDER,
      headers: { 'Idempotency-Key': 'key-restart' },
    })
    expect(again.text).toBe(first.text)
  })

  it('forgets a key after 24 hours and on /__reset', async () => {
    const first = await postOrder('key-old')
    await t.db.query(`update idempotency_keys set created_at = now() - interval '25 hours'`)
    const later = await postOrder('key-old')
    expect(later.body.id).not.toBe(first.body.id)

    await t.call('POST', '/__reset')
    token = await t.login()
    const afterReset = await postOrder('key-old')
    expect(afterReset.status).toBe(201)
    expect(afterReset.body.id).not.toBe(later.body.id)
    expect((await t.db.query('select * from idempotency_keys')).rows).toHaveLength(1)
  })

  it('is ignored by a plain store', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    const before = await orderCount()
    await postOrder('key-plain')
    await postOrder('key-plain')
    expect(await orderCount()).toBe(before + 2)
  })

  it('lets a key be used again after a server error', async () => {
    await t.call('POST', '/__faults', { body: { route: '/orders', mode: '500', method: 'POST' } })
    expect((await postOrder('key-500')).status).toBe(500)
    await t.call('DELETE', '/__faults')
    expect((await postOrder('key-500')).status).toBe(201)
  })
})

describe('Idempotency-Key on POST /payments', () => {
  it('answers a repeat with the same payment action and records one payment', async () => {
    const body = {
      fields: {
        fullName: 'Priya Sharma',
        email: 'demo@example.com',
        phone: '+919876543210',
        paymentMethod: 'netbanking',
        consent: true,
      },
      orderId: DEMO_ORDER_IDS.pending,
    }
    const pay = () => t.call('POST', '/payments', { token, body, headers: { 'Idempotency-Key': 'pay-1' } })
    const first = await pay()
    expect(first.body.success).toBe(true)
    expect((await pay()).text).toBe(first.text)
    expect(await listPayments(t.db, DEMO_ORDER_IDS.pending)).toHaveLength(1)
  })

  it('keeps order and payment keys apart', async () => {
    const order = await postOrder('same-key')
    const body = {
      fields: {
        paymentMethod: 'upi_qr',
        fullName: 'Priya Sharma',
        email: 'demo@example.com',
        phone: '+919876543210',
        consent: true,
      },
      orderId: order.body.id,
    }
    const res = await t.call('POST', '/payments', { token, body, headers: { 'Idempotency-Key': 'same-key' } })
    expect(res.body).toMatchObject({ success: true, action: { type: 'qr' } })
  })
})

describe("the 'commit-drop' fault", () => {
  it('creates the order, then cuts the connection mid-answer (444 under app.request, which has no socket)', async () => {
    await t.call('POST', '/__faults', { body: { route: '/orders', mode: 'commit-drop', method: 'POST' } })
    const before = await orderCount()
    const init = {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(ORDER),
    }
    // The status and headers arrive, the body never does.
    const cut = await fetch(`${server.url}/orders`, init)
    expect(cut.status).toBe(201)
    await expect(cut.text()).rejects.toThrow()
    expect(await orderCount()).toBe(before + 1)
    expect((await t.app.request(`${API}/orders`, init)).status).toBe(444)
    expect(await orderCount()).toBe(before + 2)
  })
})

describe("the 'ignore-key-502' and 'ignore-key-drop' faults: a store that lists idempotency but ignores the key", () => {
  it('still lists the capability, runs every repeat of a key again, commits, then answers 502', async () => {
    await t.call('POST', '/__faults', { body: { route: '/orders', mode: 'ignore-key-502', method: 'POST' } })
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('idempotency')
    const before = await orderCount()
    expect((await postOrder('same-key')).status).toBe(502)
    expect((await postOrder('same-key')).status).toBe(502)
    expect(await orderCount()).toBe(before + 2)
  })

  it("'ignore-key-drop' commits each repeat and cuts the answer (444 under app.request)", async () => {
    await t.call('POST', '/__faults', { body: { route: '/orders', mode: 'ignore-key-drop', method: 'POST' } })
    const before = await orderCount()
    expect((await postOrder('k')).status).toBe(444)
    expect((await postOrder('k')).status).toBe(444)
    expect(await orderCount()).toBe(before + 2)
  })
})

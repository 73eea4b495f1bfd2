// @vitest-environment node
import { randomBytes, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { resetDatabase } from '../data/seed-database'
import { openDatabase } from '../db'
import { RateLimits } from '../lib/rate-limit'
import { SCRYPT_PARAMS } from '../lib/passwords'
import { DEMO_ORDER_IDS, DEMO_USER } from '../seed/demo-shopper'
import { API, harness, TEST_APP_ORIGIN, type Json, type TestApp } from './test-app'

// One app with the test-only routes and rate limiters the tests can look into.
let t: TestApp
const limits = new RateLimits()
beforeAll(async () => {
  const db = await openDatabase()
  await resetDatabase(db)
  t = harness(createApp({ db, appOrigin: TEST_APP_ORIGIN, faults: true, corsOrigins: [], limits }), db)
}, 60_000)
afterAll(() => t.close())

/** A request from a given client address (as a socket would report it). */
async function callFrom(address: string, method: string, path: string, body?: unknown) {
  const res = await t.app.request(
    `${API}${path}`,
    {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  )
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json }
}

describe('Cache-Control: no-store on every signed-in answer', () => {
  it('marks sign-in, registration, account, orders and payments answers, errors included', async () => {
    const token = await t.login()
    const answers = [
      await t.call('POST', '/users/authorize', { body: { email: 'nobody@example.com', password: 'wrong-one' } }),
      await t.call('POST', '/users/register', {
        body: { email: DEMO_USER.email, password: 'secret12', firstName: 'Pri', lastName: 'Sha' },
      }),
      await t.call('GET', '/accountInfo', { token }),
      await t.call('GET', '/accountInfo'),
      await t.call('GET', '/orders', { token }),
      await t.call('GET', `/orders/${DEMO_ORDER_IDS.shipped}?contactInfo=demo%40example.com`),
      await t.call('GET', '/payments/fields', { token }),
      await t.call('POST', '/payments', { token, body: {} }),
      await t.call('POST', '/users/logout', { token }),
    ]
    expect(answers.map((a) => [a.status, a.headers.get('Cache-Control')])).toEqual([
      [401, 'no-store'],
      [409, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [400, 'no-store'],
      [200, 'no-store'],
    ])
  }, 30_000)

  it('leaves public catalogue answers cacheable', async () => {
    expect((await t.call('GET', '/storeInfo')).headers.get('Cache-Control')).not.toBe('no-store')
    expect((await t.call('GET', '/products?limit=1')).headers.get('Cache-Control')).not.toBe('no-store')
  })
})

describe('POST /users/logout', () => {
  it('ends the session of its token: {ok: true}, then the token is refused; ending it again is no error', async () => {
    const token = await t.login()
    const res = await t.call('POST', '/users/logout', { token })
    expect(res).toMatchObject({ status: 200, body: { ok: true } })
    expect((await t.call('GET', '/accountInfo', { token })).status).toBe(401)
    expect((await t.call('POST', '/users/logout', { token })).status).toBe(200)
    expect((await t.call('POST', '/users/logout')).status).toBe(401)
  }, 20_000)

  it('is listed as the logout capability, and a plain store has no such endpoint', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('logout')
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      expect((await t.call('POST', '/users/logout', { token: 'a'.repeat(64) })).status).toBe(404)
    } finally {
      await t.call('POST', '/__profile', { body: { plain: false } })
    }
  })
})

describe('rate limits (429 with {error})', () => {
  it('sign-in: after 10 failures for one e-mail from one address; other addresses and e-mails go on', async () => {
    // Nine failures are counted directly (each real one costs a password hash); the tenth is real.
    for (let i = 0; i < 9; i++) limits.signIn.record('10.0.0.1', DEMO_USER.email)
    const wrong = { email: DEMO_USER.email, password: 'not-the-password' }
    expect((await callFrom('10.0.0.1', 'POST', '/users/authorize', wrong)).status).toBe(401)
    const refused = await callFrom('10.0.0.1', 'POST', '/users/authorize', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Too many sign-in attempts. Please try again in 15 minutes.' })
    // The 15-minute window started with the first failure; the password hash in between takes up to
    // a few seconds on a busy machine, so the wait left is a little under 900 s.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(840)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(900)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    // The shopper themself, from their own phone, is not locked out.
    expect(
      (await callFrom('10.0.0.2', 'POST', '/users/authorize', { email: DEMO_USER.email, password: DEMO_USER.password }))
        .status,
    ).toBe(200)
    // Another shopper behind the same address is not either (an unknown e-mail: 401, not 429).
    expect(
      (await callFrom('10.0.0.1', 'POST', '/users/authorize', { email: 'ravi@example.com', password: 'whatever1' }))
        .status,
    ).toBe(401)
  }, 30_000)

  it('registration: after 10 attempts for one e-mail from one address', async () => {
    const body = { email: DEMO_USER.email, password: 'secret12', firstName: 'Priya', lastName: 'Sharma' }
    for (let i = 0; i < 10; i++) expect((await callFrom('10.0.1.1', 'POST', '/users/register', body)).status).toBe(409)
    const refused = await callFrom('10.0.1.1', 'POST', '/users/register', body)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Too many registration attempts. Please try again in 60 minutes.' })
    expect((await callFrom('10.0.1.2', 'POST', '/users/register', body)).status).toBe(409)
  })

  it('order tracking: after 10 failed look-ups of one order from one address; the owner can still look', async () => {
    const id = DEMO_ORDER_IDS.delivered
    for (let i = 0; i < 10; i++)
      expect((await callFrom('10.0.2.1', 'GET', `/orders/${id}?contactInfo=guess${i}%40example.com`)).status).toBe(404)
    const refused = await callFrom('10.0.2.1', 'GET', `/orders/${id}?contactInfo=demo%40example.com`)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Too many tracking attempts. Please try again in 15 minutes.' })
    expect((await callFrom('10.0.2.2', 'GET', `/orders/${id}?contactInfo=demo%40example.com`)).status).toBe(200)
    expect(
      (await callFrom('10.0.2.1', 'GET', `/orders/${DEMO_ORDER_IDS.pending}?contactInfo=demo%40example.com`)).status,
    ).toBe(200)
  })

  it('successful look-ups never count', async () => {
    const id = DEMO_ORDER_IDS.shipped
    for (let i = 0; i < 15; i++)
      expect((await callFrom('10.0.3.1', 'GET', `/orders/${id}?contactInfo=demo%40example.com`)).status).toBe(200)
  })

  it('/__reset forgets every count', async () => {
    for (let i = 0; i < 10; i++) limits.tracking.record('10.0.4.1', 'some-order')
    expect((await callFrom('10.0.4.1', 'GET', '/orders/some-order?contactInfo=x')).status).toBe(429)
    expect((await t.call('POST', '/__reset')).status).toBe(200)
    expect((await callFrom('10.0.4.1', 'GET', '/orders/some-order?contactInfo=x')).status).toBe(404)
  })
})

describe('password hashes', () => {
  it('signs in with a hash made at the old cost and upgrades it to N = 2^17 with its parameters', async () => {
    const salt = randomBytes(16)
    const key = scryptSync(DEMO_USER.password, salt, 64, { N: 16384, r: 8, p: 1 })
    await t.db.query('update users set password_hash = $1 where email = $2', [
      `scrypt$${salt.toString('hex')}$${key.toString('hex')}`,
      DEMO_USER.email,
    ])
    expect(
      (await t.call('POST', '/users/authorize', { body: { email: DEMO_USER.email, password: DEMO_USER.password } }))
        .status,
    ).toBe(200)
    const { rows } = await t.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [
      DEMO_USER.email,
    ])
    expect(rows[0]!.password_hash).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$[0-9a-f]{32}\\$[0-9a-f]{128}$`),
    )
    expect(
      (await t.call('POST', '/users/authorize', { body: { email: DEMO_USER.email, password: DEMO_USER.password } }))
        .status,
    ).toBe(200)
  }, 30_000)
})

// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { openDatabase } from '../db'
import { LogSmsSender } from '../lib/otp'
import { DEMO_USER } from '../seed/demo-shopper'
import { harness, TEST_APP_ORIGIN, type TestApp } from './test-app'

const DEMO_PHONE = '+919876543210'
let t: TestApp
let now = Date.now()
beforeAll(async () => {
  const db = await openDatabase()
  const sms = new LogSmsSender(() => undefined)
  t = harness(createApp({ db, appOrigin: TEST_APP_ORIGIN, faults: true, corsOrigins: [], sms, now: () => now }), db)
}, 60_000)
beforeEach(() => t.call('POST', '/__reset'))
afterAll(() => t.close())

async function signIn(phone: string) {
  expect((await t.call('POST', '/auth/otp', { body: { phone } })).status).toBe(200)
  const { body } = await t.call('GET', `/__test/otp?phone=${encodeURIComponent(phone)}`)
  return t.call('POST', '/auth/otp/verify', { body: { phone, code: body.code } })
}

describe('the otp extension', () => {
  it('signs the demo shopper in by phone: the same account, with its phone in /accountInfo', async () => {
    const res = await signIn(DEMO_PHONE)
    expect(res).toMatchObject({ status: 200, body: { isNewUser: false } })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const account = await t.call('GET', '/accountInfo', { token: res.body.token })
    expect(account.body.data).toMatchObject({ email: DEMO_USER.email, phone: DEMO_PHONE, firstName: 'Priya' })
    expect((await t.call('GET', '/orders', { token: res.body.token })).body.length).toBe(5)
  })

  it('makes an account for a new number, named once with PUT /accountInfo (e-mail optional)', async () => {
    const phone = '+917000000001'
    const first = await signIn(phone)
    expect(first.body.isNewUser).toBe(true)
    const token = first.body.token as string
    expect((await t.call('GET', '/accountInfo', { token })).body.data).toMatchObject({ phone, firstName: '' })
    const named = await t.call('PUT', '/accountInfo', { token, body: { firstName: ' Ravi ', lastName: 'Kumar' } })
    expect(named).toMatchObject({ status: 200, body: { data: { firstName: 'Ravi', lastName: 'Kumar', phone } } })
    expect(named.body.data.email).toBeUndefined()
    expect(
      (await t.call('PUT', '/accountInfo', { token, body: { firstName: 'Ravi', lastName: 'K', email: 'x@y.in' } }))
        .status,
    ).toBe(400)
    const taken = await t.call('PUT', '/accountInfo', {
      token,
      body: { firstName: 'Ravi', lastName: 'Kumar', email: DEMO_USER.email },
    })
    expect(taken.status).toBe(409)
    now += 31_000
    expect((await signIn(phone)).body.isNewUser).toBe(false)
  })

  it('answers a bad number 400 {message}, a wrong code 401 {message, attemptsLeft}, a lock 429 with Retry-After', async () => {
    for (const phone of ['9876543210', '+91587654321', '+9198765432100', 12]) {
      const res = await t.call('POST', '/auth/otp', { body: { phone } })
      expect(res).toMatchObject({ status: 400, body: { message: 'Enter a valid 10-digit mobile number' } })
    }
    await t.call('POST', '/auth/otp', { body: { phone: DEMO_PHONE } })
    const code = (await t.call('GET', `/__test/otp?phone=${encodeURIComponent(DEMO_PHONE)}`)).body.code as string
    const wrong = code === '000000' ? '000001' : '000000'
    const verify = () => t.call('POST', '/auth/otp/verify', { body: { phone: DEMO_PHONE, code: wrong } })
    expect((await verify()).body).toEqual({
      message: 'Incorrect code. 4 attempts left.',
      error: 'Incorrect code. 4 attempts left.',
      attemptsLeft: 4,
    })
    for (let i = 0; i < 3; i++) await verify()
    const locked = await verify()
    expect(locked).toMatchObject({ status: 429, body: { retryAfter: 900 } })
    expect(locked.headers.get('Retry-After')).toBe('900')
  })

  it('is invisible on a plain store: no capability, 404 for the endpoints, PUT /accountInfo and the code', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('otp')
    await t.call('POST', '/__profile', { body: { plain: true } })
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toBeUndefined()
    expect((await t.call('POST', '/auth/otp', { body: { phone: DEMO_PHONE } })).status).toBe(404)
    expect((await t.call('POST', '/auth/otp/verify', { body: { phone: DEMO_PHONE, code: '123456' } })).status).toBe(404)
    const token = await t.login()
    const put = await t.call('PUT', '/accountInfo', { token, body: { firstName: 'Ab', lastName: 'Cd' } })
    expect(put.status).toBe(404)
    expect((await t.call('GET', `/__test/otp?phone=${encodeURIComponent(DEMO_PHONE)}`)).status).toBe(404)
  }, 20_000)

  it('moves its clock with POST /__test/otp-clock: a resend after 30 s, a code expired after 300 s', async () => {
    const send = () => t.call('POST', '/auth/otp', { body: { phone: DEMO_PHONE } })
    const advance = (body: unknown) => t.call('POST', '/__test/otp-clock', { body })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
    expect(await advance({ advance: 30 })).toMatchObject({ status: 200, body: { advanced: 30 } })
    expect((await send()).status).toBe(200)
    const code = (await t.call('GET', `/__test/otp?phone=${encodeURIComponent(DEMO_PHONE)}`)).body.code as string
    await advance({ advance: 300 })
    const late = await t.call('POST', '/auth/otp/verify', { body: { phone: DEMO_PHONE, code } })
    expect(late).toMatchObject({ status: 410, body: { message: 'This code has expired. Request a new one.' } })
    for (const body of [{}, { advance: 0 }, { advance: 1.5 }, { advance: '30' }])
      expect((await advance(body)).status).toBe(400)
  })

  it('has no /__test/otp nor /__test/otp-clock without the test routes', async () => {
    const app = createApp({ db: t.db, appOrigin: TEST_APP_ORIGIN, faults: false, corsOrigins: [] })
    const res = await app.request('http://localhost:8044/api/v1/__test/otp?phone=%2B919876543210')
    expect(res.status).toBe(404)
    const clock = await app.request('http://localhost:8044/api/v1/__test/otp-clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"advance":300}',
    })
    expect(clock.status).toBe(404)
  })
})

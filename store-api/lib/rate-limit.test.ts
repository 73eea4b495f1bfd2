// @vitest-environment node
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiError } from './http'
import { RateLimiter } from './rate-limit'

const MINUTE = 60_000

function limiter(now: { t: number }) {
  return new RateLimiter(
    {
      perIdentifier: { max: 3, windowMs: 15 * MINUTE },
      perAddress: { max: 5, windowMs: 15 * MINUTE },
      message: 'Too many sign-in attempts.',
    },
    () => now.t,
  )
}

/** Runs `attempt` inside a real Hono context; returns the status, body and Retry-After of the answer. */
async function attempt(l: RateLimiter, address: string, id: string) {
  const app = new Hono()
  app.get('/', (c) => {
    l.attempt(c, address, id)
    return c.json({ ok: true })
  })
  app.onError((err, c) =>
    err instanceof ApiError ? c.json({ error: err.message }, err.status) : c.json({ error: 'boom' }, 500),
  )
  const res = await app.request('/')
  return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get('Retry-After') }
}

describe('RateLimiter', () => {
  it('refuses the attempt after max, with 429 {error} and Retry-After, until the window ends', async () => {
    const now = { t: 0 }
    const l = limiter(now)
    for (let i = 0; i < 3; i++) expect((await attempt(l, '10.0.0.1', 'asha@example.com')).status).toBe(200)
    now.t = 5 * MINUTE
    const refused = await attempt(l, '10.0.0.1', 'asha@example.com')
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Too many sign-in attempts. Please try again in 10 minutes.' },
      retryAfter: '600',
    })
    now.t = 15 * MINUTE - 30_000
    expect((await attempt(l, '10.0.0.1', 'asha@example.com')).body).toEqual({
      error: 'Too many sign-in attempts. Please try again in 1 minute.',
    })
    now.t = 15 * MINUTE
    expect((await attempt(l, '10.0.0.1', 'asha@example.com')).status).toBe(200)
  })

  it('keys on address and identifier together: one shopper never locks out another', async () => {
    const l = limiter({ t: 0 })
    for (let i = 0; i < 3; i++) l.record('10.0.0.1', 'asha@example.com')
    expect(l.blockedFor('10.0.0.1', 'asha@example.com')).toBeGreaterThan(0)
    expect(l.blockedFor('10.0.0.1', ' ASHA@example.com ')).toBeGreaterThan(0)
    // The same account from another address, and another account from the same address, go on.
    expect(l.blockedFor('10.0.0.2', 'asha@example.com')).toBe(0)
    expect(l.blockedFor('10.0.0.1', 'ravi@example.com')).toBe(0)
  })

  it('stops one address trying many identifiers at the address ceiling', () => {
    const l = limiter({ t: 0 })
    for (let i = 0; i < 5; i++) l.record('10.0.0.1', `user${i}@example.com`)
    expect(l.blockedFor('10.0.0.1', 'new@example.com')).toBeGreaterThan(0)
    expect(l.blockedFor('10.0.0.2', 'new@example.com')).toBe(0)
  })

  it("does not count successful attempts, and a success forgets that pair's failures", () => {
    const l = limiter({ t: 0 })
    l.record('10.0.0.1', 'asha@example.com')
    l.record('10.0.0.1', 'asha@example.com')
    l.succeeded('10.0.0.1', 'asha@example.com')
    for (let i = 0; i < 10; i++) {
      l.record('10.0.0.1', `user${i}@example.com`)
      l.succeeded('10.0.0.1', `user${i}@example.com`)
    }
    l.record('10.0.0.1', 'asha@example.com')
    l.record('10.0.0.1', 'asha@example.com')
    expect(l.blockedFor('10.0.0.1', 'asha@example.com')).toBe(0)
    expect(l.blockedFor('10.0.0.1', 'someone@example.com')).toBe(0)
  })

  it('clear() forgets every count', () => {
    const l = limiter({ t: 0 })
    for (let i = 0; i < 5; i++) l.record('10.0.0.1', 'asha@example.com')
    l.clear()
    expect(l.blockedFor('10.0.0.1', 'asha@example.com')).toBe(0)
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import {
  fingerprintOf,
  forgetPendingKeys,
  isOutcomeUnknown,
  newIdempotencyKey,
  pendingKey,
  settleKey,
} from './idempotency'

describe('idempotency keys', () => {
  afterEach(() => sessionStorage.clear())

  it('makes random version-4 UUIDs, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(newIdempotencyKey()).toMatch(uuid)
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const [a, b] = [newIdempotencyKey(), newIdempotencyKey()]
      expect(a).toMatch(uuid)
      expect(a).not.toBe(b)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })

  it('reuses a pending key for the same request until it is settled; another request gets a new one', () => {
    const key = pendingKey('payment', 'f1')
    expect(pendingKey('payment', 'f1')).toBe(key)
    expect(pendingKey('payment', 'f2')).not.toBe(key)
    const again = pendingKey('payment', 'f2')
    settleKey('payment')
    expect(pendingKey('payment', 'f2')).not.toBe(again)
  })

  it('keeps only a hash of the request, and forgets every pending key at once', () => {
    pendingKey('payment', fingerprintOf('{"fields":{"upiId":"asha@okaxis"}}'))
    expect(JSON.stringify(sessionStorage)).not.toContain('asha')
    sessionStorage.setItem('checkout-draft', '{}')
    forgetPendingKeys()
    expect(Object.keys(sessionStorage)).toEqual(['checkout-draft'])
  })

  it('fingerprints tell different texts apart and are stable', () => {
    expect(fingerprintOf('a')).toBe(fingerprintOf('a'))
    expect(fingerprintOf('{"orderId":"1"}')).not.toBe(fingerprintOf('{"orderId":"2"}'))
  })
})

describe('isOutcomeUnknown', () => {
  it('is true for no answer, an unreadable 2xx and any 5xx (the store may fail after committing)', () => {
    expect(isOutcomeUnknown(new ApiError('network', 'x'), false)).toBe(true)
    expect(isOutcomeUnknown(new ApiError('invalid', 'x', 201), false)).toBe(true)
    for (const status of [500, 502, 503, 504, 599])
      expect(isOutcomeUnknown(new ApiError('http', 'x', status), false)).toBe(true)
  })

  it('is true for 409 only when a key was sent (the store is still working on it)', () => {
    expect(isOutcomeUnknown(new ApiError('http', 'x', 409), true)).toBe(true)
    expect(isOutcomeUnknown(new ApiError('http', 'x', 409), false)).toBe(false)
  })

  it('is false for a refusal or anything that is not an API error', () => {
    for (const status of [400, 401, 404, 422])
      expect(isOutcomeUnknown(new ApiError('http', 'x', status), true)).toBe(false)
    expect(isOutcomeUnknown(new Error('x'), true)).toBe(false)
  })
})

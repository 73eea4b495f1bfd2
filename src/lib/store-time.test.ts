import { describe, expect, it } from 'vitest'
import { MAX_RETRY_AFTER_MS, retryAfterOf, storeDateOf } from './store-time'

const at = (headers: Record<string, string>) => new Headers(headers)

describe('storeDateOf', () => {
  it("reads the store's clock from its Date header; none or unreadable is undefined", () => {
    expect(storeDateOf(at({ Date: 'Fri, 01 May 2026 10:00:00 GMT' }))).toBe(Date.parse('2026-05-01T10:00:00Z'))
    expect(storeDateOf(at({}))).toBeUndefined()
    expect(storeDateOf(at({ Date: 'soon' }))).toBeUndefined()
  })
})

describe('retryAfterOf', () => {
  it('reads seconds, capped at 5 minutes', () => {
    expect(retryAfterOf(at({ 'Retry-After': '30' }), 0)).toBe(30_000)
    expect(retryAfterOf(at({ 'Retry-After': '0' }), 0)).toBe(0)
    expect(retryAfterOf(at({ 'Retry-After': '86400' }), 0)).toBe(MAX_RETRY_AFTER_MS)
  })

  it("reads an HTTP date against the answer's own Date, not the phone's clock", () => {
    const headers = at({ 'Retry-After': 'Fri, 01 May 2026 10:01:00 GMT', Date: 'Fri, 01 May 2026 10:00:00 GMT' })
    // The phone's clock is an hour fast: the wait is still the store's minute.
    expect(retryAfterOf(headers, Date.parse('2026-05-01T11:00:00Z'))).toBe(60_000)
    expect(
      retryAfterOf(at({ 'Retry-After': 'Fri, 01 May 2026 10:01:00 GMT' }), Date.parse('2026-05-01T10:00:30Z')),
    ).toBe(30_000)
  })

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterOf(at({}), 0)).toBeUndefined()
    expect(retryAfterOf(at({ 'Retry-After': 'later' }), 0)).toBeUndefined()
    expect(retryAfterOf(at({ 'Retry-After': '-5' }), 0)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { deliveryDate, formatCheckedTime, formatDeliveryDate } from './delivery-date'

describe('deliveryDate', () => {
  it('counts whole calendar days from today in India', () => {
    // 27 Nov 2026, 10:00 in India.
    const now = new Date('2026-11-27T04:30:00Z')
    expect(deliveryDate(3, now).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    expect(deliveryDate(0, now).toISOString()).toBe('2026-11-27T00:00:00.000Z')
  })

  it("uses India's date, not the device's, around midnight", () => {
    // 26 Nov 20:00 UTC is already 27 Nov 01:30 in India.
    expect(deliveryDate(3, new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    // 27 Nov 18:29 UTC is 27 Nov 23:59 in India: still the 27th.
    expect(deliveryDate(3, new Date('2026-11-27T18:29:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    // A minute later it is the 28th in India.
    expect(deliveryDate(3, new Date('2026-11-27T18:30:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })

  it('crosses month and year ends', () => {
    expect(deliveryDate(5, new Date('2026-12-29T06:00:00Z')).toISOString()).toBe('2027-01-03T00:00:00.000Z')
  })
})

describe('formatDeliveryDate', () => {
  const now = new Date('2026-11-27T04:30:00Z')

  it("writes en-IN as 'Mon, 30 Nov'", () => {
    expect(formatDeliveryDate(3, 'en-IN', now)).toBe('Mon, 30 Nov')
    expect(formatDeliveryDate(5, 'en-IN', new Date('2026-12-29T06:00:00Z'))).toBe('Sun, 3 Jan')
  })

  it('writes hi-IN with the Hindi weekday and month', () => {
    const hindi = formatDeliveryDate(3, 'hi-IN', now)
    expect(hindi).toBe(
      new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 30)),
      ),
    )
    expect(hindi).toContain('सोम')
    expect(hindi).toContain('30')
    expect(hindi).not.toContain('Mon')
  })
})

describe('formatCheckedTime', () => {
  const now = new Date('2026-11-27T10:00:00Z') // 15:30 in India

  it('gives the time alone for an answer from earlier today in India', () => {
    expect(formatCheckedTime(Date.parse('2026-11-27T04:35:00Z'), 'en-IN', now)).toBe('10:05 am')
  })

  it('adds the date for an answer from another day', () => {
    const text = formatCheckedTime(Date.parse('2026-11-26T16:00:00Z'), 'en-IN', now)
    expect(text).toContain('26 Nov')
    expect(text).toContain('9:30 pm')
  })
})

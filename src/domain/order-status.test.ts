import { describe, expect, it } from 'vitest'
import { isPaidStatus, orderStatus } from './order-status'

describe('orderStatus', () => {
  it.each([
    [0, 'pending', true, false],
    [1, 'processing', false, true],
    [2, 'shipped', false, true],
    [3, 'delivered', false, true],
    [4, 'cancelled', false, false],
  ])('%i is %s', (code, tone, payable, paid) => {
    expect(orderStatus(code)).toEqual({ tone, payable, paid })
    expect(isPaidStatus(code)).toBe(paid)
  })

  it.each([5, -1, 1.5, Number.NaN, '0', null, undefined])('%j is unknown: neither payable nor paid', (code) => {
    expect(orderStatus(code)).toEqual({ tone: 'unknown', payable: false, paid: false })
    expect(isPaidStatus(code)).toBe(false)
  })
})

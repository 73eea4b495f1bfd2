import { describe, expect, it } from 'vitest'
import { isPaidStatus } from '@/domain/order-status'
import { orderStatus, STATUS_COLOURS } from './status'

describe('order status model', () => {
  it.each([
    [0, 'Pending', 'pending', true, false],
    [1, 'Processing', 'processing', false, true],
    [2, 'Shipped', 'shipped', false, true],
    [3, 'Delivered', 'delivered', false, true],
    [4, 'Cancelled', 'cancelled', false, false],
  ])('%i is %s', (code, label, tone, payable, paid) => {
    expect(orderStatus(code)).toEqual({ label, tone, payable, paid })
    expect(isPaidStatus(code)).toBe(paid)
  })

  it.each([5, -1, 1.5, Number.NaN, '0', null, undefined])('%j is Unknown and not payable', (code) => {
    expect(orderStatus(code)).toEqual({ label: 'Unknown', tone: 'unknown', payable: false, paid: false })
    expect(isPaidStatus(code)).toBe(false)
  })

  it('uses the status colours: pending yellow, processing blue, shipped purple, delivered green, cancelled red', () => {
    expect(STATUS_COLOURS.pending.bg).toBe('#fef3c7')
    expect(STATUS_COLOURS.processing.bg).toBe('#dbeafe')
    expect(STATUS_COLOURS.shipped.bg).toBe('#ede9fe')
    expect(STATUS_COLOURS.delivered.bg).toBe('#dcfce7')
    expect(STATUS_COLOURS.cancelled.bg).toBe('#fee2e2')
  })
})

import { describe, expect, it } from 'vitest'
import { orderStatus, STATUS_COLOURS } from './status'

describe('order status model', () => {
  it.each([
    [0, 'Pending', 'pending', true],
    [1, 'Processing', 'processing', false],
    [2, 'Shipped', 'shipped', false],
    [3, 'Delivered', 'delivered', false],
    [4, 'Cancelled', 'cancelled', false],
  ])('%i is %s', (code, label, tone, payable) => {
    expect(orderStatus(code)).toEqual({ label, tone, payable })
  })

  it.each([5, -1, 1.5, Number.NaN, '0', null, undefined])('%j is Unknown and not payable', (code) => {
    expect(orderStatus(code)).toEqual({ label: 'Unknown', tone: 'unknown', payable: false })
  })

  it('uses the status colours: pending yellow, processing blue, shipped purple, delivered green, cancelled red', () => {
    expect(STATUS_COLOURS.pending.bg).toBe('#fef3c7')
    expect(STATUS_COLOURS.processing.bg).toBe('#dbeafe')
    expect(STATUS_COLOURS.shipped.bg).toBe('#ede9fe')
    expect(STATUS_COLOURS.delivered.bg).toBe('#dcfce7')
    expect(STATUS_COLOURS.cancelled.bg).toBe('#fee2e2')
  })
})

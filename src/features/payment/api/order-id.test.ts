import { describe, expect, it } from 'vitest'
import { orderIdFromState, toOrderId } from './order-id'

describe('toOrderId', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['  abc ', 'abc'],
    [42, '42'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    [{}, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['a\nb', undefined],
    ['x'.repeat(201), undefined],
  ])('%j → %j', (raw, expected) => expect(toOrderId(raw)).toBe(expected))
})

describe('orderIdFromState', () => {
  it.each([
    [{ orderId: 'o1' }, 'o1'],
    [{ orderId: 7 }, '7'],
    [{ other: 1 }, undefined],
    [null, undefined],
    ['o1', undefined],
  ])('%j → %j', (state, expected) => expect(orderIdFromState(state)).toBe(expected))
})

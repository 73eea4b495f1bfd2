import { describe, expect, it } from 'vitest'
import { isRecord, toRecord, toStringMap } from './schema'

describe('isRecord / toRecord', () => {
  it.each([
    [{ a: 1 }, true],
    [{}, true],
    [[], false],
    [null, false],
    ['x', false],
    [1, false],
  ])('%j is a record: %j', (x, expected) => {
    expect(isRecord(x)).toBe(expected)
    expect(toRecord(x)).toEqual(expected ? x : {})
  })
})

describe('toStringMap', () => {
  it('keeps string values of an object only', () => {
    expect(toStringMap({ a: 'x', b: 1, c: null })).toEqual({ a: 'x' })
    expect(toStringMap(['x'])).toEqual({})
  })
})

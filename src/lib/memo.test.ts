import { describe, expect, it, vi } from 'vitest'
import { lazy, memoLast } from './memo'

describe('lazy', () => {
  it('makes nothing until asked, then the same value every time', () => {
    const make = vi.fn(() => ({ made: true }))
    const value = lazy(make)
    expect(make).not.toHaveBeenCalled()
    expect(value()).toBe(value())
    expect(make).toHaveBeenCalledTimes(1)
  })
})

describe('memoLast', () => {
  it('gives the same object while the key stays, and makes it again for another key', () => {
    const make = vi.fn((raw: string | null) => [raw])
    const parse = memoLast(make)
    const first = parse('a')
    expect(parse('a')).toBe(first)
    expect(parse(null)).toEqual([null])
    expect(parse('a')).not.toBe(first)
    expect(make).toHaveBeenCalledTimes(3)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useDebouncedValue } from './use-debounced-value'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebouncedValue', () => {
  it('settles once on the last value when changes come faster than the wait', () => {
    const settled: string[] = []
    const { rerender } = renderHook(
      ({ v }) => {
        const value = useDebouncedValue(v, 250)
        if (settled.at(-1) !== value) settled.push(value)
        return value
      },
      { initialProps: { v: '' } },
    )
    for (const text of ['h', 'hd', 'hdm', 'hdmi', 'hdmi ', 'hdmi 2', 'hdmi 2.', 'hdmi 2.1']) {
      rerender({ v: text })
      act(() => {
        vi.advanceTimersByTime(100)
      })
    }
    expect(settled).toEqual([''])
    act(() => {
      vi.advanceTimersByTime(149)
    })
    expect(settled).toEqual([''])
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(settled).toEqual(['', 'hdmi 2.1'])
  })

  it('settles on each value that stays for the whole wait', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 250), { initialProps: { v: 'a' } })
    rerender({ v: 'ab' })
    act(() => {
      vi.advanceTimersByTime(250)
    })
    expect(result.current).toBe('ab')
    rerender({ v: 'abc' })
    act(() => {
      vi.advanceTimersByTime(249)
    })
    expect(result.current).toBe('ab')
  })
})

import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStagedCount } from './use-staged-count'

function List({ total, staged }: { total: number; staged: boolean }) {
  const count = useStagedCount(total, staged, 4, 4)
  return <p>{count}</p>
}

describe('useStagedCount', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('renders a list that is on screen from the start whole, at once', () => {
    render(<List total={12} staged={false} />)
    expect(screen.getByText('12')).toBeTruthy()
  })

  it('renders a list that has just arrived 4 at a time, one timer task each, until all are in', async () => {
    render(<List total={10} staged />)
    expect(screen.getByText('4')).toBeTruthy()
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(screen.getByText('8')).toBeTruthy()
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(screen.getByText('10')).toBeTruthy()
    // Nothing more is scheduled once all are in.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a list shorter than the first step is whole at once', () => {
    render(<List total={3} staged />)
    expect(screen.getByText('3')).toBeTruthy()
    expect(vi.getTimerCount()).toBe(0)
  })
})

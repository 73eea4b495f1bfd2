import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { TRAVERSAL_DATA_WAIT_MS, trackHistoryActions, waitOnHistoryTraversal } from './history-action'

afterEach(() => vi.useRealTimers())

/** A history at /b (after /a) whose actions are tracked; `move` is 'push' or 'back'. */
function historyAfter(move: 'push' | 'back') {
  const history = createMemoryHistory({ initialEntries: ['/a', '/b'], initialIndex: 1 })
  const stop = trackHistoryActions(history)
  if (move === 'push') history.push('/c')
  else history.back()
  return stop
}

describe('waitOnHistoryTraversal', () => {
  it('on a new navigation, does not wait at all', () => {
    const stop = historyAfter('push')
    expect(waitOnHistoryTraversal(new Promise(() => undefined))).toBeUndefined()
    stop()
  })

  it('on Back, waits for the data', async () => {
    const stop = historyAfter('back')
    let settled = false
    let finish = () => undefined as void
    const waited = waitOnHistoryTraversal(new Promise<void>((resolve) => (finish = resolve)))!.then(
      () => (settled = true),
    )
    await Promise.resolve()
    expect(settled).toBe(false)
    finish()
    await waited
    expect(settled).toBe(true)
    stop()
  })

  it('on Back, waits no longer than its cap, and a failed fetch never rejects', async () => {
    vi.useFakeTimers()
    const stop = historyAfter('back')
    let settled = false
    const waited = waitOnHistoryTraversal(new Promise(() => undefined))!.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(TRAVERSAL_DATA_WAIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waited
    expect(settled).toBe(true)
    await expect(waitOnHistoryTraversal(Promise.reject(new Error('offline')))).resolves.toBeUndefined()
    stop()
  })
})

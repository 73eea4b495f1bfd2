import { describe, expect, it, vi } from 'vitest'
import { createValueStore } from './value-store'

describe('createValueStore', () => {
  it('notifies subscribers of a change, and only of a change', () => {
    const store = createValueStore<string>('online')
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    store.set('online')
    expect(listener).not.toHaveBeenCalled()
    store.set('offline')
    expect(store.get()).toBe('offline')
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    store.set('online')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('lets a listener unsubscribe while being notified', () => {
    const store = createValueStore(0)
    const second = vi.fn()
    const stopFirst = store.subscribe(() => stopFirst())
    store.subscribe(second)
    store.set(1)
    store.set(2)
    expect(second).toHaveBeenCalledTimes(2)
  })
})

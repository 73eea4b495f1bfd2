import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStorageStore, parseStoredJson, readStored, useStorageStore, useStoredValuesKnown } from './storage-store'

// A list of numbers: entries that are not numbers are dropped, anything but a list reads as empty.
const decode = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.flatMap((n) => (v.is(v.number(), n) ? [n] : [])) : []

const quotaExceeded = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('parseStoredJson', () => {
  it('gives the JSON value, or undefined for nothing stored and text that is not JSON', () => {
    expect(parseStoredJson('[1,2]')).toEqual([1, 2])
    expect(parseStoredJson(null)).toBeUndefined()
    expect(parseStoredJson('')).toBeUndefined()
    expect(parseStoredJson('[1, 2')).toBeUndefined()
  })
})

describe('readStored', () => {
  const Pair = v.object({ a: v.number() })
  it("gives what the schema keeps, and undefined for nothing, text that is not JSON, another shape or storage that can't be reached", () => {
    sessionStorage.setItem('k', '{"a":1,"b":2}')
    expect(readStored(() => sessionStorage, 'k', Pair)).toEqual({ a: 1 })
    expect(readStored(() => sessionStorage, 'none', Pair)).toBeUndefined()
    sessionStorage.setItem('k', '{"a":')
    expect(readStored(() => sessionStorage, 'k', Pair)).toBeUndefined()
    sessionStorage.setItem('k', '{"a":"1"}')
    expect(readStored(() => sessionStorage, 'k', Pair)).toBeUndefined()
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(readStored(blocked, 'k', Pair)).toBeUndefined()
    sessionStorage.removeItem('k')
  })
})

describe('createStorageStore', () => {
  it('reads only what decode keeps, from old, corrupt or missing values', () => {
    localStorage.setItem('nums', '[1, "two", 3]')
    expect(createStorageStore({ key: 'nums', decode }).get()).toEqual([1, 3])
    localStorage.setItem('nums', '[1, 2')
    expect(createStorageStore({ key: 'nums', decode }).get()).toEqual([])
    localStorage.removeItem('nums')
    expect(createStorageStore({ key: 'nums', decode }).get()).toEqual([])
  })

  it('reads blocked storage as empty', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(createStorageStore({ key: 'nums', decode }).get()).toEqual([])
  })

  it('saves every change as JSON', () => {
    const store = createStorageStore({ key: 'nums', decode })
    store.update((list) => [...list, 1])
    store.update((list) => [...list, 2])
    expect(localStorage.getItem('nums')).toBe('[1,2]')
    store.set([])
    expect(localStorage.getItem('nums')).toBe('[]')
    expect(store.get()).toEqual([])
  })

  it("applies an edit to what storage holds now, so another tab's save whose event has not arrived is kept", () => {
    const store = createStorageStore({ key: 'nums', decode })
    store.update(() => [1])
    localStorage.setItem('nums', '[1,2]')
    store.update((list) => [...list, 3])
    expect(store.get()).toEqual([1, 2, 3])
    expect(localStorage.getItem('nums')).toBe('[1,2,3]')
  })

  it('saves nothing and notifies no one for an edit that returns its input', () => {
    const store = createStorageStore({ key: 'nums', decode })
    const listener = vi.fn()
    store.subscribe(listener)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    store.update((list) => list)
    expect(setItem).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
  })

  it('prepares every value before keeping and saving it', () => {
    const store = createStorageStore({ key: 'nums', decode, prepare: (list: number[]) => list.slice(0, 2) })
    store.set([1, 2, 3])
    expect(store.get()).toEqual([1, 2])
    expect(localStorage.getItem('nums')).toBe('[1,2]')
  })

  it('keeps the value in memory while saving fails (quota), and saves it all once storage takes it', () => {
    const store = createStorageStore({ key: 'nums', decode })
    store.set([1])
    const setItem = quotaExceeded()
    store.update((list) => [...list, 2])
    expect(store.saveFailed()).toBe(true)
    // Storage still says [1]: the edit goes to this tab's copy, which is ahead.
    store.update((list) => [...list, 3])
    expect(store.get()).toEqual([1, 2, 3])
    setItem.mockRestore()
    store.update((list) => [...list, 4])
    expect(store.saveFailed()).toBe(false)
    expect(localStorage.getItem('nums')).toBe('[1,2,3,4]')
  })

  it("follows another tab's save through the storage event for its key or a cleared storage", () => {
    const store = createStorageStore({ key: 'nums', decode })
    const { result } = renderHook(() => useStorageStore(store))
    act(() => {
      localStorage.setItem('nums', '[7]')
      window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    })
    expect(result.current).toEqual([])
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'nums' }))
    })
    expect(result.current).toEqual([7])
    act(() => {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current).toEqual([])
  })

  it('re-reads storage on reload, and keeps the same value object between changes', () => {
    const store = createStorageStore({ key: 'nums', decode })
    const before = store.get()
    expect(store.get()).toBe(before)
    localStorage.setItem('nums', '[5]')
    store.reload()
    expect(store.get()).toEqual([5])
  })
})

describe('useStoredValuesKnown', () => {
  function Known() {
    return useStoredValuesKnown() ? 'known' : 'unknown'
  }

  it('is false in a server render (where every store reads as empty) and true in a browser render', () => {
    expect(renderToString(<Known />)).toBe('unknown')
    expect(renderHook(() => useStoredValuesKnown()).result.current).toBe(true)
  })
})

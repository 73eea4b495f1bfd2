import { useSyncExternalStore } from 'react'
import { onServer } from './on-server'
import { createValueStore } from './value-store'
import { useHydrated } from './use-hydrated'

/**
 * What a stored text holds: its JSON value, or undefined when nothing is stored or the text is not
 * JSON (truncated by a full disk, written by hand). Never throws.
 */
export function parseStoredJson(raw: string | null): unknown {
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * A value saved in localStorage under one key, kept in step across tabs and read with
 * `useSyncExternalStore`. Every read goes through the store's `decode`, so an old-format, corrupt
 * or hand-edited stored value never throws and never reaches the app unchecked.
 */
export interface StorageStore<T> {
  /** The value this tab holds now (the same object until it changes). */
  get: () => T
  /**
   * Applies `edit` to the latest value and saves the result. The latest is what storage holds now,
   * since another tab may have saved a moment ago and its storage event not have arrived yet
   * (editing this tab's copy would drop that tab's edit). While saving fails, storage is behind
   * this tab, so this tab's copy is edited. An edit returning its input (the same object) saves nothing.
   */
  update: (edit: (latest: T) => T) => void
  /** Replaces the value, whatever storage holds, and saves it. */
  set: (next: T) => void
  /** Re-reads storage (tests, and after another tab wrote). */
  reload: () => void
  /** True when the last save failed (quota, blocked storage): the value lives only in this tab's memory. */
  saveFailed: () => boolean
  subscribe: (listener: () => void) => () => void
  /**
   * The value with nothing stored (the same object every time). The server renders it, since it
   * never sees the device's storage, and hydration starts from it so it matches the server's markup.
   */
  serverSnapshot: () => T
}

export interface StorageStoreOptions<T> {
  /** The localStorage key. */
  key: string
  /**
   * Turns the stored JSON value (undefined when nothing readable is stored) into a valid value,
   * keeping what is valid and dropping the rest (a valibot schema per entry); never throws.
   */
  decode: (stored: unknown) => T
  /** Applied to every value before it is kept and saved (e.g. cut a list to its longest length). */
  prepare?: (next: T) => T
}

/**
 * Creates a store over localStorage `key`, saved as JSON. Storage errors never throw: an unreadable
 * storage reads as `decode(undefined)`; a failed save (quota exceeded, private mode) keeps the value
 * in memory and makes `saveFailed()` true until a later save succeeds. A `storage` event for the key
 * (or for a cleared storage) from another tab re-reads it.
 */
export function createStorageStore<T>({
  key,
  decode,
  prepare = (next) => next,
}: StorageStoreOptions<T>): StorageStore<T> {
  // What a device with nothing stored holds: also what the server renders, since it never sees storage.
  const empty = decode(undefined)
  const read = (): T => {
    // One server renders for every shopper: it never reads a device's storage.
    if (onServer) return empty
    let raw: string | null = null
    try {
      raw = localStorage.getItem(key)
    } catch {
      // Blocked storage reads as empty.
    }
    return decode(parseStoredJson(raw))
  }
  const value = createValueStore<T>(typeof localStorage === 'undefined' ? empty : read())
  let failed = false

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) value.set(read())
    })
  }

  const set = (next: T) => {
    const kept = prepare(next)
    try {
      localStorage.setItem(key, JSON.stringify(kept))
      failed = false
    } catch {
      failed = true
    }
    value.set(kept)
  }

  return {
    get: value.get,
    update: (edit) => {
      const latest = failed ? value.get() : read()
      const next = edit(latest)
      if (next !== latest) set(next)
    },
    set,
    reload: () => value.set(read()),
    saveFailed: () => failed,
    subscribe: value.subscribe,
    serverSnapshot: () => empty,
  }
}

/**
 * The store's value, re-rendering on every change in this or another tab. While hydrating
 * server-rendered markup the first render reads the empty value, as the server did; React then
 * re-renders with the stored one (otherwise a stored cart badge would not match and React would
 * throw the server's markup away).
 */
export function useStorageStore<T>(store: StorageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.serverSnapshot)
}

/**
 * Whether this render can know what the device has stored: false where every store reads as empty
 * without being so (on the server, in the build's prerender, and while hydrating their markup),
 * true in every other browser render. A page made only of stored data (the cart, the wishlist)
 * shows a skeleton while it is false, so nobody is told their full cart is empty.
 */
export function useStoredValuesKnown(): boolean {
  // Exactly the renders that are not (yet) the browser's own: the server's, the prerender's, hydration.
  return useHydrated()
}

import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { onServer } from './on-server'
import { createValueStore } from './value-store'
import { useHydrated } from './use-hydrated'

/** A stored text's JSON value, or undefined when nothing or not JSON is stored. Never throws. */
export function parseStoredJson(raw: string | null): unknown {
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * `key`'s JSON in `storage` checked against `schema`: its output, or undefined when nothing is
 * stored, it is not JSON or of another shape, or the storage cannot be reached. Never throws.
 */
export function readStored<S extends v.GenericSchema>(
  storage: () => Storage,
  key: string,
  schema: S,
): v.InferOutput<S> | undefined {
  try {
    const r = v.safeParse(schema, parseStoredJson(storage().getItem(key)))
    return r.success ? r.output : undefined
  } catch {
    return undefined
  }
}

/** A localStorage value kept in step across tabs; reads go through `decode`, so bad data never reaches the app. */
export interface StorageStore<T> {
  get: () => T
  /** Edits what storage holds now (another tab may just have saved), or this tab's copy while saving fails. */
  update: (edit: (latest: T) => T) => void
  set: (next: T) => void
  reload: () => void
  saveFailed: () => boolean
  subscribe: (listener: () => void) => () => void
  /** The value with nothing stored: what the server renders and hydration starts from. */
  serverSnapshot: () => T
}

export interface StorageStoreOptions<T> {
  key: string
  decode: (stored: unknown) => T
  prepare?: (next: T) => T
}

/** A store over localStorage `key` as JSON; never throws (a failed save keeps the value in memory, `saveFailed()`). */
export function createStorageStore<T>({
  key,
  decode,
  prepare = (next) => next,
}: StorageStoreOptions<T>): StorageStore<T> {
  const empty = decode(undefined)
  const read = (): T => {
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

/** The store's value; hydration first reads the empty value, as the server did. */
export function useStorageStore<T>(store: StorageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.serverSnapshot)
}

/** False where stored values read as empty without being so (server, prerender, hydration): show a skeleton then. */
export function useStoredValuesKnown(): boolean {
  return useHydrated()
}

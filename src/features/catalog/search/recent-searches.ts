import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { memoLast } from '@/lib/memo'
import { clipSearchText } from './search-text'

export const RECENT_SEARCHES_KEY = 'recent-searches'
export const MAX_RECENT_SEARCHES = 8

// Whatever is stored is read leniently: non-text entries are dropped, text is clipped, at most 8.
const StoredSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((list) =>
    list
      .filter((x): x is string => typeof x === 'string')
      .map(clipSearchText)
      .filter(Boolean)
      .slice(0, MAX_RECENT_SEARCHES),
  ),
)

const EMPTY: readonly string[] = []

function readRaw(): string | null | undefined {
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY)
  } catch {
    return undefined
  }
}

// The same list while the stored text stays the same (React compares snapshots by identity).
const parse = memoLast((raw: string | null): readonly string[] => {
  try {
    const parsed = v.safeParse(StoredSchema, raw === null ? [] : JSON.parse(raw))
    if (parsed.success) return parsed.output
  } catch {
    // Not JSON: read as none; the next search overwrites it.
  }
  return EMPTY
})

function read(): readonly string[] {
  const raw = readRaw()
  return raw === undefined ? EMPTY : parse(raw)
}

const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function write(list: readonly string[]): void {
  try {
    if (list.length) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
    else localStorage.removeItem(RECENT_SEARCHES_KEY)
  } catch {
    // Full or blocked storage: recent searches are a convenience, nothing is lost.
  }
  emit()
}

/** The recent searches, newest first (at most 8). */
export const getRecentSearches = (): readonly string[] => read()

/** Puts a search at the front of the latest saved list (a repeat, in any case, moves up); keeps 8. Blank text is ignored. */
export function addRecentSearch(text: string): void {
  const search = clipSearchText(text)
  if (!search) return
  const lower = search.toLowerCase()
  write([search, ...read().filter((s) => s.toLowerCase() !== lower)].slice(0, MAX_RECENT_SEARCHES))
}

export const clearRecentSearches = (): void => write(EMPTY)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab's change arrives as a storage event.
  const onStorage = (e: StorageEvent) => {
    if (e.key === RECENT_SEARCHES_KEY || e.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The recent searches, newest first; re-renders when they change here or in another tab. */
export const useRecentSearches = (): readonly string[] => useSyncExternalStore(subscribe, read, () => EMPTY)

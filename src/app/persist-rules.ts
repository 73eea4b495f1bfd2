import type { Query } from '@tanstack/react-query'

/* What the query persistence saves, shared by ./persist and ./persister so neither imports the other. */

/** IndexedDB key (idb-keyval default store) of the saved query cache. */
export const PERSIST_KEY = 'storefront-query-cache'

/** localStorage flag: a saved cache exists, so the first render waits for its restore. */
export const SAVED_FLAG = 'query-cache-saved'

/** Longest the first render waits for IndexedDB (ms); a slow disk must never hold the page. */
export const RESTORE_WAIT_MS = 1500

const PERSISTED_ROOTS = new Set(['products', 'store-info'])

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0]
  return typeof root === 'string' && PERSISTED_ROOTS.has(root)
}

/** True for a catalogue or store-info query holding data, even if its last refetch failed. */
export function shouldPersistQuery(query: Query): boolean {
  return isPersistedKey(query.queryKey) && query.state.data !== undefined
}

export function markSaved(): void {
  try {
    localStorage.setItem(SAVED_FLAG, '1')
  } catch {
    // Private mode or full storage: the next start simply will not wait for a restore.
  }
}

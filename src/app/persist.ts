import type { Query, QueryClient } from '@tanstack/react-query'

/*
 * React Query persistence to IndexedDB (DESIGN.md "Caching policy"): the catalogue and store info
 * survive reloads and offline starts. This file is the light half, imported by the entry; the
 * persister and idb-keyval load on demand from ./persister.
 */

/** IndexedDB key (idb-keyval default store) of the saved query cache. */
export const PERSIST_KEY = 'storefront-query-cache'

/** localStorage flag: a saved cache exists, so the first render waits for its restore. */
const SAVED_FLAG = 'query-cache-saved'

/** Longest the first render waits for IndexedDB (ms); a slow disk must never hold the page. */
export const RESTORE_WAIT_MS = 1500

/** Query-key roots that are saved: public catalogue and store info only. */
const PERSISTED_ROOTS = new Set(['products', 'store-info'])

/** True for a `['products', …]` or `['store-info']` key: public catalogue and store info. */
export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0]
  return typeof root === 'string' && PERSISTED_ROOTS.has(root)
}

/**
 * True for a catalogue or store-info query holding data — also when its last refetch failed
 * (offline), so good data is never dropped from storage. Nothing personal is saved.
 */
export function shouldPersistQuery(query: Query): boolean {
  return isPersistedKey(query.queryKey) && query.state.data !== undefined
}

/** Records that a saved cache exists (called after each write). Storage errors are ignored. */
export function markSaved(): void {
  try {
    localStorage.setItem(SAVED_FLAG, '1')
  } catch {
    // Private mode or full storage: the next start simply will not wait for a restore.
  }
}

function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(SAVED_FLAG) === '1'
  } catch {
    return false
  }
}

/**
 * Starts restoring and saving the query cache.
 * @returns a promise to wait for before the first render when a saved cache exists (resolves when
 *   restored or after RESTORE_WAIT_MS, never rejects), else `null`: a first visit renders at once
 *   and the persister loads in the background.
 */
export function startQueryPersistence(queryClient: QueryClient): Promise<void> | null {
  if (typeof indexedDB === 'undefined') return null
  const started = import('./persister').then(({ startPersisting }) => startPersisting(queryClient)).catch(() => undefined)
  if (!hasSavedCache()) return null
  return Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
}

/** Private API paths whose responses must never be kept (mirrors the service worker's refusal). */
const PRIVATE_PATH = /\/api\/v1\/(?:accountInfo|orders|payments|users)(?:\/|$)/i

/**
 * Wipes what this device saved for the shopper on sign-out or a 401: the persisted query cache in
 * IndexedDB and, as a safeguard, any account/order/payment response found in CacheStorage (the
 * service worker never stores them). Never rejects.
 */
export async function clearPersistedQueries(): Promise<void> {
  try {
    localStorage.removeItem(SAVED_FLAG)
  } catch {
    // Ignored: the flag only decides whether the first render waits.
  }
  await Promise.allSettled([
    import('./persister').then(({ removePersisted }) => removePersisted()),
    purgePrivateResponses(),
  ])
}

async function purgePrivateResponses(): Promise<void> {
  if (typeof caches === 'undefined') return
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      if (PRIVATE_PATH.test(new URL(request.url).pathname)) await cache.delete(request)
    }
  }
}

import type { QueryClient } from '@tanstack/react-query'
import { PRIVATE_API_PATH } from '@/domain/private-paths'
import { RESTORE_WAIT_MS, SAVED_FLAG } from './persist-rules'

/*
 * React Query persistence to IndexedDB: the public catalogue and store info survive reloads and
 * offline starts; nothing of a signed-in shopper is saved. This file is the light half, imported
 * by the entry; the persister and idb-keyval load on demand from ./persister, and the rules both
 * halves share are in ./persist-rules.
 */

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
  const started = import('./persister')
    .then(({ startPersisting }) => startPersisting(queryClient))
    .catch(() => undefined)
  if (!hasSavedCache()) return null
  return Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
}

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
      if (PRIVATE_API_PATH.test(new URL(request.url).pathname)) await cache.delete(request)
    }
  }
}

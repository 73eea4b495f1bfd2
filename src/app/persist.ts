import type { QueryClient } from '@tanstack/react-query'
import { PRIVATE_API_PATH } from '@/domain/private-paths'
import { RESTORE_WAIT_MS, SAVED_FLAG } from './persist-rules'

/* Query persistence (catalogue, store info; nothing private): the light half, for the entry chunk. */

function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(SAVED_FLAG) === '1'
  } catch {
    return false
  }
}

/** Starts persistence; @returns a promise to await before the first render when a saved cache exists, else null */
export function startQueryPersistence(queryClient: QueryClient): Promise<void> | null {
  if (typeof indexedDB === 'undefined') return null
  const started = import('./persister')
    .then(({ startPersisting }) => startPersisting(queryClient))
    .catch(() => undefined)
  if (!hasSavedCache()) return null
  return Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
}

/** Wipes the saved query cache and any private API response in CacheStorage (sign-out, 401). Never rejects. */
export async function clearPersistedQueries(): Promise<void> {
  try {
    localStorage.removeItem(SAVED_FLAG)
  } catch {
    // The flag only decides whether the first render waits.
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

import { del, get, set } from 'idb-keyval'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe, removeOldestQuery } from '@tanstack/react-query-persist-client'
import { APP_VERSION } from '@/lib/config'
import { CACHE_MAX_AGE_MS } from './query-client'
import { markSaved, PERSIST_KEY, shouldPersistQuery } from './persist'

/*
 * The heavy half of query persistence (idb-keyval + persister), loaded on demand by persist.ts so
 * it stays out of the entry chunk. IndexedDB needs the async persister (DESIGN.md gotchas).
 */

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value).then(markSaved),
    removeItem: (key) => del(key),
  },
  key: PERSIST_KEY,
  throttleTime: 500,
  // Storage full: drop the oldest queries and try again rather than stop saving.
  retry: removeOldestQuery,
})

/**
 * Restores the saved catalogue and store info into `queryClient`, then saves every change.
 * Only `['products', …]` and `['store-info']` queries are written (never account or order data,
 * never mutations, whose variables could hold a password). Resolves when the restore is done;
 * a failed or unreadable restore is discarded and saving starts anyway.
 */
export async function startPersisting(queryClient: QueryClient): Promise<void> {
  const options = {
    queryClient,
    persister,
    maxAge: CACHE_MAX_AGE_MS,
    buster: APP_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  }
  try {
    await persistQueryClientRestore(options)
  } catch {
    // The unreadable copy has been deleted by the restore; saving starts afresh below.
  }
  persistQueryClientSubscribe(options)
  // Throttled writes could lose the last half second on a reload: write at once when the page goes away.
  const flush = () => {
    const client = { buster: APP_VERSION, timestamp: Date.now(), clientState: dehydrate(queryClient, options.dehydrateOptions) }
    void set(PERSIST_KEY, JSON.stringify(client)).then(markSaved, () => undefined)
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
}

/** Deletes the saved copy (sign-out, 401). */
export function removePersisted(): Promise<void> {
  return del(PERSIST_KEY)
}

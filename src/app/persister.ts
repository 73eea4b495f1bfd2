import { del, get, set } from 'idb-keyval'
import { dehydrate, type DehydrateOptions, type QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  removeOldestQuery,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { APP_VERSION } from '@/lib/config'
import { CACHE_MAX_AGE_MS } from './query-client'
import { isPersistedKey, markSaved, PERSIST_KEY, shouldPersistQuery } from './persist-rules'
import { deserializePersistedClient } from './persisted-shape'

/*
 * The heavy half of query persistence (idb-keyval + persister), loaded on demand by persist.ts so
 * it stays out of the entry chunk. IndexedDB needs the async persister.
 */

/**
 * Saved queries are stored as plain successes: a catalogue page whose refetch failed offline still
 * holds good data, and must come back as data, not as an error, on the next start.
 */
export function toStoredClient(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      mutations: [],
      queries: client.clientState.queries.map((q) =>
        q.state.data === undefined
          ? q
          : {
              ...q,
              state: {
                ...q.state,
                status: 'success',
                error: null,
                fetchFailureCount: 0,
                fetchFailureReason: null,
                fetchStatus: 'idle',
              },
            },
      ),
    },
  }
}

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value).then(markSaved),
    removeItem: (key) => del(key),
  },
  key: PERSIST_KEY,
  // The first change is written at once (a reload right after a product opens keeps it); bursts are merged.
  throttleTime: 100,
  serialize: (client) => JSON.stringify(toStoredClient(client)),
  // Restored data never went through the API's checks: keep only queries of the expected shape.
  deserialize: deserializePersistedClient,
  // Storage full: drop the oldest queries and try again rather than stop saving.
  retry: removeOldestQuery,
})

/** Query-cache changes that alter what is saved: new data, or a query gone. */
const SAVING_ACTIONS = new Set(['success', 'setState'])

/**
 * Restores the saved catalogue and store info into `queryClient`, then saves every change of them.
 * Only `['products', …]` and `['store-info']` queries with data are written (never account or order
 * data, never mutations, whose variables could hold a password). Resolves when the restore is done;
 * a failed or unreadable restore is discarded and saving starts anyway.
 */
export async function startPersisting(queryClient: QueryClient): Promise<void> {
  const dehydrateOptions: DehydrateOptions = {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  }
  const options = { queryClient, persister, maxAge: CACHE_MAX_AGE_MS, buster: APP_VERSION, dehydrateOptions }
  try {
    await persistQueryClientRestore(options)
  } catch {
    // The unreadable copy has been deleted by the restore; saving starts afresh below.
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (!isPersistedKey(event.query.queryKey)) return
    // A query added with data is one hydrated from a server-rendered page: saved like a fetched one.
    const addedWithData = event.type === 'added' && event.query.state.data !== undefined
    if (
      addedWithData ||
      event.type === 'removed' ||
      (event.type === 'updated' && SAVING_ACTIONS.has(event.action.type))
    ) {
      void persistQueryClientSave(options)
    }
  })
  // Data that arrived while this module was still loading raised no event above: save it now.
  if (queryClient.getQueryCache().getAll().some(shouldPersistQuery)) void persistQueryClientSave(options)
  // A throttled write could still be pending when the page goes away: write at once then (best effort).
  const flush = () => {
    const client = { buster: APP_VERSION, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }
    void set(PERSIST_KEY, JSON.stringify(toStoredClient(client))).then(markSaved, () => undefined)
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

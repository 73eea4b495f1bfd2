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

/* The heavy half of query persistence, loaded on demand to keep it out of the entry chunk. */

/** Saves queries with data as successes, so a refetch that failed offline comes back as data. */
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
  throttleTime: 100,
  serialize: (client) => JSON.stringify(toStoredClient(client)),
  // Restored data never went through the API's checks.
  deserialize: deserializePersistedClient,
  retry: removeOldestQuery,
})

const SAVING_ACTIONS = new Set(['success', 'setState'])

/** Restores the saved catalogue and store info, then saves their changes; resolves once restored. */
export async function startPersisting(queryClient: QueryClient): Promise<void> {
  const dehydrateOptions: DehydrateOptions = {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  }
  const options = { queryClient, persister, maxAge: CACHE_MAX_AGE_MS, buster: APP_VERSION, dehydrateOptions }
  try {
    await persistQueryClientRestore(options)
  } catch {
    // The restore has deleted the unreadable copy.
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (!isPersistedKey(event.query.queryKey)) return
    // Added with data: hydrated from a server-rendered page.
    const addedWithData = event.type === 'added' && event.query.state.data !== undefined
    if (
      addedWithData ||
      event.type === 'removed' ||
      (event.type === 'updated' && SAVING_ACTIONS.has(event.action.type))
    ) {
      void persistQueryClientSave(options)
    }
  })
  // Data that arrived while this module loaded raised no event.
  if (queryClient.getQueryCache().getAll().some(shouldPersistQuery)) void persistQueryClientSave(options)
  // A throttled write could be pending when the page goes away.
  const flush = () => {
    const client = { buster: APP_VERSION, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }
    void set(PERSIST_KEY, JSON.stringify(toStoredClient(client))).then(markSaved, () => undefined)
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
}

export function removePersisted(): Promise<void> {
  return del(PERSIST_KEY)
}

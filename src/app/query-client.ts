import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import '@/lib/query-meta'
import { notify } from '@/lib/toast'
import { isHttpStatus, isNetworkError } from '@/lib/api-error'

/** How long catalogue data may be shown from cache (ms); the persister's maxAge uses it too. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/**
 * One QueryClient for the app. `offlineFirst` lets queries reach the service worker's cache
 * even when the browser thinks it is offline; gcTime is at least the persister's maxAge, or
 * restored queries would be garbage-collected before they are used.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A query whose meta names an error toast shows it when a fetch fails (after its retries).
    queryCache: new QueryCache({
      onError: (error, query) => {
        const toast = query.meta?.errorToast?.(error)
        if (toast) notify(toast)
      },
    }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        gcTime: CACHE_MAX_AGE_MS,
        // Not-found and auth answers will not change on retry; network blips might. Offline, a retry
        // would pause until the network returns and leave the page on an endless skeleton: fail at once
        // so the offline state shows (the reconnect handler refetches).
        retry: (count, error) =>
          !isHttpStatus(error, 404) &&
          !isHttpStatus(error, 401) &&
          !(isNetworkError(error) && !onlineManager.isOnline()) &&
          count < (isNetworkError(error) ? 1 : 2),
        retryDelay: (n) => Math.min(500 * 2 ** n, 3000),
        refetchOnWindowFocus: false,
      },
      // A write is sent once, even when the browser says it is offline: it fails at once with a
      // network error, which the form shows, instead of pausing until the network returns (no
      // mutation ever pauses, so none is left to resume), and it is never repeated by itself.
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  })
}

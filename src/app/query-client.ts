import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import '@/lib/query-meta'
import { notify } from '@/lib/toast'
import { isHttpStatus, isNetworkError } from '@/lib/api-error'

/** How long catalogue data may be shown from cache (ms); the persister's maxAge uses it too. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/** The app's QueryClient: `offlineFirst` reaches the worker's cache offline; gcTime ≥ the persister's maxAge. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
        // 404/401 will not change on retry. Offline a retry would pause on an endless skeleton: fail at once.
        retry: (count, error) =>
          !isHttpStatus(error, 404) &&
          !isHttpStatus(error, 401) &&
          !(isNetworkError(error) && !onlineManager.isOnline()) &&
          count < (isNetworkError(error) ? 1 : 2),
        retryDelay: (n) => Math.min(500 * 2 ** n, 3000),
        refetchOnWindowFocus: false,
      },
      // Writes never pause offline: sent once, they fail at once with a network error the form shows.
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  })
}

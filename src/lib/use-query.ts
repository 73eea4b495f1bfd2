import { useQuery as useReactQuery, type UseQueryResult } from '@tanstack/react-query'
import { useHydrated } from './use-hydrated'

/*
 * React Query's useQuery, for every part of the app. The build prerenders pages with no store data
 * (every query pending); a part hydrating that HTML must render what the HTML has, or React throws
 * the HTML away. So while a part hydrates prerendered HTML, its queries read as they did in the
 * build; from its next render on, as they are (useSyncExternalStore's rule for a server snapshot).
 * The store's data can then come in at any time, however late a part hydrates.
 */

let prerenderedHtml = false

/** Says that the page's HTML was prerendered without store data (the browser entry, before hydrating it). */
export function hydratingPrerenderedHtml(): void {
  prerenderedHtml = true
}

/** A query as the build renders it: pending, not fetching (the build's client is offline), no data. */
const AS_PRERENDERED = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  errorUpdatedAt: 0,
  errorUpdateCount: 0,
  failureCount: 0,
  failureReason: null,
  fetchStatus: 'paused',
  isEnabled: true,
  isError: false,
  isFetched: false,
  isFetchedAfterMount: false,
  isFetching: false,
  isInitialLoading: false,
  isLoading: false,
  isLoadingError: false,
  isPaused: true,
  isPending: true,
  isPlaceholderData: false,
  isRefetchError: false,
  isRefetching: false,
  isStale: true,
  isSuccess: false,
  status: 'pending',
} as const

/**
 * `useQuery` of React Query (same options and result), but while the calling part hydrates HTML the
 * build prerendered, the result is the build's (AS_PRERENDERED: no query there has initial or
 * placeholder data); at once the live one after. Elsewhere it is React Query's own.
 */
export const useQuery = ((...args: Parameters<typeof useReactQuery>): UseQueryResult<unknown, unknown> => {
  const result = useReactQuery(...args)
  const hydrated = useHydrated()
  if (!prerenderedHtml || hydrated) return result
  return { ...AS_PRERENDERED, refetch: result.refetch } as unknown as UseQueryResult<unknown, unknown>
}) as typeof useReactQuery

import { useContext } from 'react'
import { useQuery as useReactQuery, type UseQueryResult } from '@tanstack/react-query'
import { HydrationContext } from './hydration-progress'
import { useHydrated } from './use-hydrated'

/*
 * React Query's useQuery for the whole app. Prerendered HTML has every query pending; a part
 * hydrating it must render the same or React throws the HTML away, so its queries read as in the
 * build until it has hydrated.
 */

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

/** React Query's `useQuery`, but while hydrating prerendered HTML it reads as pending, as in the build. */
export const useQuery = ((...args: Parameters<typeof useReactQuery>): UseQueryResult<unknown, unknown> => {
  const result = useReactQuery(...args)
  const prerendered = useContext(HydrationContext)?.prerendered === true
  const hydrated = useHydrated()
  if (!prerendered || hydrated) return result
  return { ...AS_PRERENDERED, refetch: result.refetch } as unknown as UseQueryResult<unknown, unknown>
}) as typeof useReactQuery

import { useMemo } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { isNetworkError } from '@/lib/api-error'
import { productListQueryOptions, type ProductPage } from '../api/products'
import { deviceListing, savedProducts } from '../search/device-listing'
import { searchRunsOnDevice, storeListingFilters } from './listing-extensions'
import { needsCapabilities, parentCategoryFilters, type ListingSearch } from './listing-query'
import { useApi } from '@/lib/api-context'

/** What the listing knows about the store: whether its info has settled (loaded or failed), its capabilities and categories. */
export interface ListingStore {
  ready: boolean
  capabilities: readonly string[]
  categories: readonly string[]
}

/** 'no-search': the store cannot search; its categories' first 100 products were fetched to search in. */
export type DeviceReason = 'offline' | 'store-down' | 'no-search'

export interface ListingResults {
  status: 'pending' | 'error' | 'success'
  data?: ProductPage
  error: unknown
  fetching: boolean
  refetch: () => void
  device?: DeviceReason
}

/**
 * The store answers unless it cannot search, is offline or does not answer: then saved products (and
 * its categories' first 100) are searched here. Never pending for good (failed store info: no capabilities).
 */
export function useListingResults(
  search: ListingSearch,
  store: ListingStore,
  network: 'online' | 'offline' | 'store-down',
): ListingResults {
  const queryClient = useQueryClient()
  const waiting = needsCapabilities(search) && !store.ready
  const isSearch = Boolean(search.search)
  const noSearch = searchRunsOnDevice(search, store.capabilities)
  const offlineSearch = isSearch && network === 'offline'
  const storeAnswers = !waiting && !noSearch && !offlineSearch
  const api = useApi()
  const list = useQuery({
    ...productListQueryOptions(api, storeListingFilters(search, store.capabilities)),
    enabled: storeAnswers,
  })
  // A store without search: its categories' first 100 products, as the sub-category filter fetches them.
  const categories = useQueries({
    queries: store.categories.map((c) => ({
      ...productListQueryOptions(api, parentCategoryFilters(c.toLowerCase())),
      enabled: !waiting && noSearch && !offlineSearch,
    })),
  })
  const categoriesPending = !offlineSearch && noSearch && categories.some((q) => q.isPending)
  const failedOffline = storeAnswers && isSearch && !list.data && isNetworkError(list.error)

  const device: DeviceReason | undefined = offlineSearch
    ? 'offline'
    : failedOffline
      ? network === 'offline'
        ? 'offline'
        : 'store-down'
      : noSearch
        ? 'no-search'
        : undefined
  const loadedAt = categories.map((q) => q.dataUpdatedAt).join()
  const deviceData = useMemo(
    () =>
      device && !waiting && !categoriesPending
        ? deviceListing(savedProducts(queryClient), search, store.capabilities)
        : undefined,
    // loadedAt: the saved products grow as each category's products arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [device, waiting, categoriesPending, queryClient, search, store.capabilities, loadedAt],
  )

  if (device) {
    return {
      status: deviceData ? 'success' : 'pending',
      data: deviceData,
      error: null,
      fetching: categoriesPending || list.isFetching,
      refetch: () => void (device === 'no-search' ? categories.forEach((q) => void q.refetch()) : list.refetch()),
      device,
    }
  }
  return {
    status: waiting || list.isPending ? 'pending' : list.isError && !list.data ? 'error' : 'success',
    data: list.data,
    error: list.error,
    fetching: list.isFetching,
    refetch: () => void list.refetch(),
  }
}

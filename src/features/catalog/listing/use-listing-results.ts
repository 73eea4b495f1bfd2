import { useMemo } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { isNetworkError } from '@/lib/api-error'
import { productListQueryOptions, type ProductPage } from '../api/products'
import { deviceListing, savedProducts } from '../search/device-listing'
import { searchRunsOnDevice, storeListingFilters } from './listing-extensions'
import { needsCapabilities, parentCategoryFilters, type ListingSearch } from './listing-query'

/** What the listing knows about the store: whether its info has settled (loaded or failed), its capabilities and categories. */
export interface ListingStore {
  ready: boolean
  capabilities: readonly string[]
  categories: readonly string[]
}

/**
 * Why a search was worked out on the device rather than by the store:
 * 'offline' (no network), 'store-down' (the store did not answer), 'no-search' (the store does not
 * list the "search" capability; its categories' first 100 products were fetched to search in).
 */
export type DeviceReason = 'offline' | 'store-down' | 'no-search'

/** One listing page, wherever it came from. */
export interface ListingResults {
  status: 'pending' | 'error' | 'success'
  data?: ProductPage
  error: unknown
  fetching: boolean
  refetch: () => void
  /** Set when the page was worked out on the device (see DeviceReason). */
  device?: DeviceReason
}

/**
 * The products of a listing page. The store answers it (GET /products with the filters its
 * capabilities allow) unless the page is a search and the store cannot search (then the saved
 * products plus each store category's first 100 products are searched on the device), the device
 * is offline, or the store does not answer (then the saved products are searched). Never pending
 * for good: store info that fails counts as a store with no capabilities, and offline requests
 * fail at once. `network` is the app's view of the connection.
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
  const list = useQuery({
    ...productListQueryOptions(storeListingFilters(search, store.capabilities)),
    enabled: storeAnswers,
  })
  // A store without search: its categories' first 100 products, as the sub-category filter fetches them.
  const categories = useQueries({
    queries: store.categories.map((c) => ({
      ...productListQueryOptions(parentCategoryFilters(c.toLowerCase())),
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

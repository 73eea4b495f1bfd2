import { supportsCapability } from '@/lib/capabilities'
import type { ProductFilters } from '../api/products'
import type { ProductSort } from './listing-search'
import { listingFilters, type ListingSearch } from './listing-query'

/** The order a listing has when the URL names none: relevance for a search, else newest first. */
export const defaultSort = (s: Pick<ListingSearch, 'search'>): ProductSort => (s.search ? 'relevance' : 'newest')

/** Only what the store lists ('sort', 'priceFilter'); the default order and relevance are never sent; bounds in order. */
export function listingRefinements(
  s: ListingSearch,
  capabilities: readonly string[] | undefined,
): Pick<ListingSearch, 'sort' | 'minPrice' | 'maxPrice'> {
  const sort =
    supportsCapability(capabilities, 'sort') && s.sort && s.sort !== 'relevance' && s.sort !== defaultSort(s)
      ? s.sort
      : undefined
  const prices = supportsCapability(capabilities, 'priceFilter')
  const swap = s.minPrice !== undefined && s.maxPrice !== undefined && s.minPrice > s.maxPrice
  const min = swap ? s.maxPrice : s.minPrice
  const max = swap ? s.minPrice : s.maxPrice
  return {
    ...(sort ? { sort } : {}),
    ...(prices && min !== undefined ? { minPrice: min } : {}),
    ...(prices && max !== undefined ? { maxPrice: max } : {}),
  }
}

/** The contract's filters, plus search, sort and price only when the store's `capabilities` list them. */
export function storeListingFilters(s: ListingSearch, capabilities: readonly string[] | undefined): ProductFilters {
  return {
    ...listingFilters(s),
    ...(s.search && supportsCapability(capabilities, 'search') ? { search: s.search } : {}),
    ...listingRefinements(s, capabilities),
  }
}

/** True when a search has to run on the device: the store does not list the "search" capability. */
export const searchRunsOnDevice = (s: ListingSearch, capabilities: readonly string[] | undefined): boolean =>
  Boolean(s.search) && !supportsCapability(capabilities, 'search')

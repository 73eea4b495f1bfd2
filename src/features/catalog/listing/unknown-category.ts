import type { QueryClient } from '@tanstack/react-query'
import { productListQueryOptions } from '../api/products'
import { listingFilters, needsCapabilities, parentCategoryFilters, type ListingSearch } from './listing-query'
import { isKnownCategory } from './listing-text'

/**
 * Whether `search` asks for a category the store does not know, judged from answers already in
 * `queryClient`: the store's category names (`knownNames`) do not hold it and both its listing and
 * its sub-category fetch came back without products. False while an answer is missing or failed
 * (nothing is known yet), and for a search, sort or price filter (their listing runs elsewhere).
 */
export function isUnknownCategory(
  queryClient: QueryClient,
  search: ListingSearch,
  knownNames: readonly string[] | undefined,
): boolean {
  const category = search.category ?? ''
  if (!category || !knownNames || needsCapabilities(search)) return false
  const page = queryClient.getQueryData(productListQueryOptions(listingFilters(search)).queryKey)
  const parents = queryClient.getQueryData(productListQueryOptions(parentCategoryFilters(category)).queryKey)
  if (!page || !parents) return false
  const hasProducts = page.total > 0 || page.products.length > 0 || parents.products.length > 0
  return !isKnownCategory(category, knownNames, hasProducts)
}

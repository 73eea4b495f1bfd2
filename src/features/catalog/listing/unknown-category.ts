import type { QueryClient } from '@tanstack/react-query'
import { productKeys, type ProductPage } from '../api/products'
import { listingFilters, needsCapabilities, parentCategoryFilters, type ListingSearch } from './listing-query'
import { isKnownCategory } from './listing-text'

/**
 * From cached answers: not among `knownNames` and both its listing and sub-category fetch empty.
 * False while an answer is missing, and for a search, sort or price filter.
 */
export function isUnknownCategory(
  queryClient: QueryClient,
  search: ListingSearch,
  knownNames: readonly string[] | undefined,
): boolean {
  const category = search.category ?? ''
  if (!category || !knownNames || needsCapabilities(search)) return false
  const page = queryClient.getQueryData<ProductPage>(productKeys.list(listingFilters(search)))
  const parents = queryClient.getQueryData<ProductPage>(productKeys.list(parentCategoryFilters(category)))
  if (!page || !parents) return false
  const hasProducts = page.total > 0 || page.products.length > 0 || parents.products.length > 0
  return !isKnownCategory(category, knownNames, hasProducts)
}

import type { Product } from '../api/to-product'
import type { ProductFilters } from '../api/products'
import type { ProductSort } from './listing-search'

export const PAGE_SIZE = 12
/** Products fetched to build the parent-category filter. */
export const PARENT_FETCH_LIMIT = 100

/** The listing's search params (route /products). Empty strings mean "not set"; prices in whole ₹. */
export interface ListingSearch {
  category?: string
  parentCategory?: string
  featured?: boolean
  page?: number
  search?: string
  sort?: ProductSort
  minPrice?: number
  maxPrice?: number
}

/** As the contract has them; loader and component build the same object, so they share a cache entry. */
export function listingFilters(s: ListingSearch): ProductFilters {
  return {
    page: s.page && s.page > 0 ? s.page : 1,
    limit: PAGE_SIZE,
    ...(s.category ? { category: s.category } : {}),
    ...(s.parentCategory ? { parentCategory: s.parentCategory } : {}),
    ...(s.featured ? { featured: true } : {}),
  }
}

/** True when the URL asks for something only some stores do (search, sort, price), so the page must know the store's capabilities first. */
export const needsCapabilities = (s: ListingSearch): boolean =>
  Boolean(s.search) || s.sort !== undefined || s.minPrice !== undefined || s.maxPrice !== undefined

export const parentCategoryFilters = (category: string): ProductFilters => ({
  category,
  limit: PARENT_FETCH_LIMIT,
  page: 1,
})

/** Distinct parent categories of a product list, in first-seen order, ignoring case duplicates and blanks. */
export function distinctParentCategories(products: Pick<Product, 'parentCategory'>[]): string[] {
  const seen = new Map<string, string>()
  for (const p of products) {
    const name = p.parentCategory?.trim()
    if (name && name.toLowerCase() !== 'null' && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name)
  }
  return [...seen.values()]
}

/** True when the listing shows the category tiles instead of products (a listing with no category); a search always lists products. */
export const isExploreView = (s: ListingSearch): boolean => !s.category && !s.parentCategory && !s.featured && !s.search

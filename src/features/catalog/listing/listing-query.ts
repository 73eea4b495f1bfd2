import type { Product } from '../api/to-product'
import type { ProductFilters } from '../api/products'

/** Products per listing page (spec §9). */
export const PAGE_SIZE = 12
/** Products fetched to build the parent-category filter (spec §7, §9). */
export const PARENT_FETCH_LIMIT = 100

/** The listing's search params (route /products). Empty strings mean "not set". */
export interface ListingSearch {
  category?: string
  parentCategory?: string
  featured?: boolean
  page?: number
}

/** The GET /products filters of one listing page; the loader and the component build the same object, so they share a cache entry. */
export function listingFilters(s: ListingSearch): ProductFilters {
  return {
    page: s.page && s.page > 0 ? s.page : 1,
    limit: PAGE_SIZE,
    ...(s.category ? { category: s.category } : {}),
    ...(s.parentCategory ? { parentCategory: s.parentCategory } : {}),
    ...(s.featured ? { featured: true } : {}),
  }
}

/** The filters of the parent-category fetch: the category's products, limit 100 (spec §7). */
export const parentCategoryFilters = (category: string): ProductFilters => ({ category, limit: PARENT_FETCH_LIMIT, page: 1 })

/** Distinct parent categories of a product list, in first-seen order, ignoring case duplicates and blanks. */
export function distinctParentCategories(products: Pick<Product, 'parentCategory'>[]): string[] {
  const seen = new Map<string, string>()
  for (const p of products) {
    const name = p.parentCategory?.trim()
    if (name && name.toLowerCase() !== 'null' && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name)
  }
  return [...seen.values()]
}

/** True when the listing shows the category tiles instead of products (spec §2 "Without category"). */
export const isExploreView = (s: ListingSearch): boolean => !s.category && !s.parentCategory && !s.featured

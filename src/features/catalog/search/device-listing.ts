import type { QueryClient } from '@tanstack/react-query'
import { productKeys, type ProductPage } from '../api/products'
import type { Product } from '../api/to-product'
import { listingRefinements } from '../listing/listing-extensions'
import { PAGE_SIZE, type ListingSearch } from '../listing/listing-query'
import { searchProducts } from './match'

/** Every product in the query cache (fetched or restored), each once, newest data first. */
export function savedProducts(queryClient: QueryClient): Product[] {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: productKeys.all })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  const byId = new Map<string, Product>()
  for (const q of queries) {
    const data = q.state.data as { products?: Product[] } | Product
    const list = 'products' in data && Array.isArray(data.products) ? data.products : [data as Product]
    for (const p of list) if (p && typeof p.id === 'string' && !byId.has(p.id)) byId.set(p.id, p)
  }
  return [...byId.values()]
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/** The listing's category rule on the device: men and women are the gender attribute (as the store reads them), others the category. */
function inCategory(p: Product, category: string): boolean {
  const lower = category.trim().toLowerCase()
  if (lower === 'men' || lower === 'women')
    return p.attributes.some((a) => same(a.key, 'gender') && a.values.some((x) => same(x, lower)))
  return same(p.category, category)
}

/** Share of the regular price taken off (0 when there is no discount). */
const discountShare = (p: Product) =>
  p.originalPrice && p.originalPrice > p.price ? (p.originalPrice - p.price) / p.originalPrice : 0

/**
 * A listing page worked out here as the store would answer it; price and sort only where the store
 * lists them (newest keeps the match order: saved products carry no date).
 */
export function deviceListing(
  products: readonly Product[],
  s: ListingSearch,
  capabilities: readonly string[] | undefined,
): ProductPage {
  let list = s.search ? searchProducts(products, s.search) : [...products]
  if (s.category) list = list.filter((p) => inCategory(p, s.category!))
  if (s.parentCategory) list = list.filter((p) => same(p.parentCategory, s.parentCategory!))
  if (s.featured) list = list.filter((p) => p.featured)
  const { sort, minPrice, maxPrice } = listingRefinements(s, capabilities)
  if (minPrice !== undefined) list = list.filter((p) => p.price >= minPrice)
  if (maxPrice !== undefined) list = list.filter((p) => p.price <= maxPrice)
  if (sort === 'price_asc') list.sort((a, b) => a.price - b.price)
  else if (sort === 'price_desc') list.sort((a, b) => b.price - a.price)
  else if (sort === 'discount') list.sort((a, b) => discountShare(b) - discountShare(a))
  const page = s.page && s.page > 0 ? s.page : 1
  return { products: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: list.length }
}

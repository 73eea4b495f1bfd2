import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { onServer } from '@/lib/on-server'
import { ServerProductListSchema, ServerProductSchema } from './product-schema'
import { toProduct, type Product, type ProductPageSchema } from './to-product'

/**
 * Filters of GET /products. Empty values are not sent. `search`, `sort`, `minPrice` and
 * `maxPrice` (whole ₹) belong to optional store capabilities: callers set them only for a store
 * that lists them (see listing/listing-query.ts).
 */
export interface ProductFilters {
  page?: number
  limit?: number
  category?: string
  parentCategory?: string
  gender?: string
  filter?: string
  featured?: boolean
  search?: string
  sort?: string
  minPrice?: number
  maxPrice?: number
}

/** One page of products and the total count across pages. */
export type ProductPage = v.InferOutput<typeof ProductPageSchema>

/** Query keys of the catalogue; the persister keeps everything under `products`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (f: ProductFilters) => [...productKeys.lists(), f] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
}

const ACCESSORIES_FILTER = 'Accessories,Personal Care,Home,null,Unisex'

/**
 * The request filters of GET /products: category men/women add gender Men/Women; accessories add
 * the comma list filter. page defaults to 1 and limit to 12.
 */
export function toRequestQuery(f: ProductFilters): Record<string, string | number | undefined> {
  const category = f.category?.trim() ?? ''
  const lower = category.toLowerCase()
  return {
    page: f.page ?? 1,
    limit: f.limit ?? 12,
    category: category || undefined,
    parentCategory: f.parentCategory || undefined,
    gender: f.gender || (lower === 'men' ? 'Men' : lower === 'women' ? 'Women' : undefined),
    filter: f.filter || (lower === 'accessories' ? ACCESSORIES_FILTER : undefined),
    featured: f.featured ? 'true' : undefined,
    search: f.search || undefined,
    sort: f.sort || undefined,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
  }
}

function totalOf(count: unknown, pagination: { total?: unknown } | null | undefined, fallback: number): number {
  for (const t of [count, pagination?.total]) {
    const n = typeof t === 'string' ? Number(t) : t
    if (typeof n === 'number' && Number.isFinite(n) && n >= 0) return Math.floor(n)
  }
  return fallback
}

/**
 * How much of a listed product's description the server renderer keeps (characters): cards and
 * quick views show a summary, and every listed product goes into the page's embedded state.
 */
export const SERVER_LIST_DESCRIPTION_CHARS = 500

/**
 * GET /products → a validated, mapped page of at most the `limit` asked for (12 by default): a
 * store that sends more gets the first `limit` shown. In the server renderer, descriptions are cut
 * to SERVER_LIST_DESCRIPTION_CHARS. @throws ApiError
 */
export async function fetchProducts(f: ProductFilters, signal?: AbortSignal): Promise<ProductPage> {
  const query = toRequestQuery(f)
  const res = await apiGet('/products', ServerProductListSchema, { query, signal })
  const products = res.data.slice(0, Number(query.limit)).map(toProduct)
  if (onServer)
    for (const p of products) p.description = Array.from(p.description).slice(0, SERVER_LIST_DESCRIPTION_CHARS).join('')
  return { products, total: totalOf(res.count, res.pagination, products.length) }
}

/**
 * GET /products/{id} → a mapped product. Nothing is called for an empty id.
 * @throws ApiError (404 = not found; 'invalid' when the answer is about another product, which a
 *   broken server could send: it must never show, or go into the cart, as this one)
 */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const product = await apiGet(`/products/${encodeURIComponent(id)}`, ServerProductSchema, { signal })
  if (product.id !== id) throw new ApiError('invalid', 'The server sent another product than the one asked for')
  return toProduct(product)
}

/** Options shared by a listing route's loader and its component. */
export const productListQueryOptions = (f: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(f),
    queryFn: ({ signal }) => fetchProducts(f, signal),
  })

/** Options shared by the product route's loader and its component. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id.length > 0,
  })

/** Home's featured call: the first category, lower-cased, limit 4. */
export const featuredQueryOptions = (firstCategory: string) =>
  productListQueryOptions({ category: firstCategory.toLowerCase(), limit: 4, page: 1 })

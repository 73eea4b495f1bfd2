import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { onServer } from '@/lib/on-server'
import { ServerProductListSchema, ServerProductSchema } from './product-schema'
import { toProduct, type Product, type ProductPageSchema } from './to-product'

/** Empty values are not sent; `search`, `sort`, `minPrice` and `maxPrice` (whole ₹) only for a store that lists them. */
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

/** Category men/women adds gender Men/Women, accessories the comma list filter; page 1 and limit 12 by default. */
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

/** Description characters the server renderer keeps per listed product (every one goes into the embedded state). */
export const SERVER_LIST_DESCRIPTION_CHARS = 500

/** At most the `limit` asked for (12 by default); the server renderer cuts descriptions. @throws ApiError */
export async function fetchProducts(api: ApiClient, f: ProductFilters, signal?: AbortSignal): Promise<ProductPage> {
  const query = toRequestQuery(f)
  const res = await api.get('/products', ServerProductListSchema, { query, signal })
  const products = res.data.slice(0, Number(query.limit)).map(toProduct)
  if (onServer)
    for (const p of products) p.description = Array.from(p.description).slice(0, SERVER_LIST_DESCRIPTION_CHARS).join('')
  return { products, total: totalOf(res.count, res.pagination, products.length) }
}

/** Nothing is called for an empty id. @throws ApiError (404; 'invalid' when the answer is about another product) */
export async function fetchProduct(api: ApiClient, id: string, signal?: AbortSignal): Promise<Product> {
  const product = await api.get(`/products/${encodeURIComponent(id)}`, ServerProductSchema, { signal })
  if (product.id !== id) throw new ApiError('invalid', 'The server sent another product than the one asked for')
  return toProduct(product)
}

export const productListQueryOptions = (api: ApiClient, f: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(f),
    queryFn: ({ signal }) => fetchProducts(api, f, signal),
  })

export const productQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(api, id, signal),
    enabled: id.length > 0,
  })

/** Home's featured call: the first category, lower-cased, limit 4. */
export const featuredQueryOptions = (api: ApiClient, firstCategory: string) =>
  productListQueryOptions(api, { category: firstCategory.toLowerCase(), limit: 4, page: 1 })

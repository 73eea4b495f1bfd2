import { Hono } from 'hono'
import { getProduct, listProducts, type ProductFilters } from '../data/products'
import { getMessages } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, requestOrigin } from '../lib/http'

const GENDERS = ['men', 'women', 'unisex']

function intParam(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new ApiError(
      400,
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be a positive integer`
        : `${name} must be an integer from 1 to ${max}`,
    )
  }
  return n
}

// Empty and over-long values are treated as absent / rejected, not matched literally.
function textParam(raw: string | undefined, name: string): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (value.length > 200) throw new ApiError(400, `${name} is too long`)
  return value
}

/** Reads and checks the listing query (spec §7 GET /products). */
export function parseProductQuery(query: Record<string, string | undefined>): ProductFilters {
  const gender = textParam(query.gender, 'gender')
  if (gender && !GENDERS.includes(gender.toLowerCase())) throw new ApiError(400, 'gender must be Men, Women or Unisex')
  const filterText = textParam(query.filter, 'filter')
  const filter = filterText
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const featured = textParam(query.featured, 'featured')?.toLowerCase()
  if (featured && featured !== 'true' && featured !== 'false') throw new ApiError(400, 'featured must be true or false')
  return {
    page: intParam(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
    limit: intParam(query.limit, 'limit', 12, 100),
    category: textParam(query.category, 'category'),
    parentCategory: textParam(query.parentCategory, 'parentCategory'),
    gender,
    filter: filter?.length ? filter : undefined,
    featured: featured === 'true',
  }
}

/** GET /products (filtered page + count) and GET /products/:id. */
export function productsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listProducts(deps.db, parseProductQuery(c.req.query()), requestOrigin(c))))
    .get('/:id', async (c) => {
      const product = await getProduct(deps.db, c.req.param('id'), requestOrigin(c))
      if (!product) throw new ApiError(404, (await getMessages(deps.db)).productNotFound)
      return c.json(product)
    })
}

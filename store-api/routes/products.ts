import { Hono } from 'hono'
import { getProduct, listProducts, PRODUCT_SORTS, type ProductFilters } from '../data/products'
import { getMessages } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, imageLinks } from '../lib/http'
import { productReviewsRoutes, withRatings } from './reviews'

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

/** The longest search text read, in characters; the rest is ignored. */
export const SEARCH_MAX_LENGTH = 200
/** At most this many search words are matched. */
const SEARCH_MAX_WORDS = 12

/** Search text as lower-case words: split on white space, clipped to 200 characters and 12 words. */
export function searchWords(raw: string | undefined): string[] | undefined {
  const words = (raw ?? '')
    .slice(0, SEARCH_MAX_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS)
  return words.length ? words : undefined
}

/** A whole number of rupees ≥ 0, else undefined: a bad price bound is ignored, never an error. */
function priceParam(raw: string | undefined): number | undefined {
  const value = raw?.trim()
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined
}

/** Which optional listing parameters a store honours (a plain store: none). */
export interface ListingExtensions {
  search: boolean
  sort: boolean
  priceFilter: boolean
}
const ALL_EXTENSIONS: ListingExtensions = { search: true, sort: true, priceFilter: true }

/**
 * Reads and checks the listing query: the contract's parameters (an invalid page, limit, gender or
 * featured is a 400), plus the extensions' `search`, `sort`, `minPrice` and `maxPrice` where
 * honoured; an unknown sort or a non-numeric price is ignored, never an error.
 */
export function parseProductQuery(
  query: Record<string, string | undefined>,
  ext: ListingExtensions = ALL_EXTENSIONS,
): ProductFilters {
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
    words: ext.search ? searchWords(query.search) : undefined,
    sort: ext.sort ? PRODUCT_SORTS.find((s) => s === query.sort?.trim()) : undefined,
    minPrice: ext.priceFilter ? priceParam(query.minPrice) : undefined,
    maxPrice: ext.priceFilter ? priceParam(query.maxPrice) : undefined,
  }
}

/** GET /products (filtered, searched and sorted page + count) and GET /products/:id. */
export function productsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const profile = c.get('profile')
      const filters = parseProductQuery(c.req.query(), {
        search: profile.supports('search'),
        sort: profile.supports('sort'),
        priceFilter: profile.supports('priceFilter'),
      })
      const list = await listProducts(deps.db, filters, imageLinks(c))
      return c.json({ ...list, data: await withRatings(deps, c, list.data) })
    })
    .get('/:id', async (c) => {
      const product = await getProduct(deps.db, c.req.param('id'), imageLinks(c))
      if (!product) throw new ApiError(404, (await getMessages(deps.db)).productNotFound)
      const [rated] = await withRatings(deps, c, [product])
      return c.json(rated)
    })
    .route('/', productReviewsRoutes(deps))
}

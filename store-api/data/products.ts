import type { Queryable } from '../db'
import { absoluteImageUrl, type ImageLinks } from './images'

/** A product attribute as the API returns it. */
export interface ProductAttributeJson {
  id: string
  key: string
  value: string[]
  metricUnit?: string
}

/** A product as the API returns it. */
export interface ProductJson {
  id: string
  title: string
  description: string
  imgUrl: string
  category: string
  parentCategory: string | null
  regularPrice: number
  discountedPrice: number | null
  createdAt: string
  images: { url: string }[]
  attributes: ProductAttributeJson[]
}

/** The listing orders of the search extension; `newest` is the contract's own order. */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** Listing filters, already validated (see routes/products.ts for their meaning). */
export interface ProductFilters {
  page: number
  limit: number
  category?: string
  parentCategory?: string
  gender?: string
  filter?: string[]
  featured?: boolean
  /** Search words, lower-cased; a product matches when every word does. */
  words?: string[]
  sort?: ProductSort
  /** Inclusive bounds on the effective price (discounted if present, else regular), whole ₹. */
  minPrice?: number
  maxPrice?: number
}

interface ProductRow {
  id: string
  title: string
  description: string
  category: string
  parent_category: string | null
  regular_price: string
  discounted_price: string | null
  created_at: Date
  images: string[]
}

interface AttributeRow {
  id: string
  product_id: string
  key: string
  value: string[]
  metric_unit: string | null
}

// An attribute with this key (case-insensitive) has this value among its values.
const HAS_ATTRIBUTE = (keyParam: string, valueParam: string) => `exists (
  select 1 from product_attributes a, jsonb_array_elements_text(a.value) v
  where a.product_id = p.id and lower(a.key) = ${keyParam} and lower(v) = lower(${valueParam}))`

// Everything a search word may match: title, description, category, parent category and every
// attribute value, lower-cased.
const SEARCH_DOC = `lower(p.title || ' ' || p.description || ' ' || p.category || ' ' || coalesce(p.parent_category, '') || ' ' ||
  coalesce((select string_agg(v, ' ') from product_attributes a, jsonb_array_elements_text(a.value) v where a.product_id = p.id), ''))`
const EFFECTIVE_PRICE = 'coalesce(p.discounted_price, p.regular_price)'
/** Words of 4 to 32 characters also match a close misspelling (trigram word similarity ≥ 0.5). */
const FUZZY_MIN_LENGTH = 4
const FUZZY_MAX_LENGTH = 32
const FUZZY_THRESHOLD = 0.5

// A word matches as a literal substring (strpos: no LIKE wildcards to escape), or, when long enough,
// as a close misspelling of a word in the text ("cabel" finds "cable").
const wordMatches = (word: string, wordParam: string) =>
  word.length >= FUZZY_MIN_LENGTH && word.length <= FUZZY_MAX_LENGTH
    ? `(strpos(${SEARCH_DOC}, ${wordParam}) > 0 or word_similarity(${wordParam}, ${SEARCH_DOC}) >= ${FUZZY_THRESHOLD})`
    : `strpos(${SEARCH_DOC}, ${wordParam}) > 0`

function buildWhere(f: ProductFilters): { sql: string; params: unknown[]; relevance?: string } {
  const clauses: string[] = []
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  let relevance: string | undefined
  if (f.words?.length) {
    const scores: string[] = []
    for (const word of f.words) {
      const w = param(word)
      clauses.push(wordMatches(word, w))
      // A word in the title counts twice as much as one elsewhere.
      scores.push(`greatest(2 * word_similarity(${w}, lower(p.title)), word_similarity(${w}, ${SEARCH_DOC}))`)
    }
    relevance = scores.join(' + ')
  }
  if (f.minPrice !== undefined) clauses.push(`${EFFECTIVE_PRICE} >= ${param(f.minPrice)}`)
  if (f.maxPrice !== undefined) clauses.push(`${EFFECTIVE_PRICE} <= ${param(f.maxPrice)}`)
  // gender and filter each replace the category: the app sends them for the
  // pseudo-categories men, women and accessories, which no product carries.
  if (f.category && !f.gender && !f.filter) clauses.push(`lower(p.category) = lower(${param(f.category)})`)
  if (f.parentCategory) clauses.push(`lower(p.parent_category) = lower(${param(f.parentCategory)})`)
  if (f.gender) clauses.push(HAS_ATTRIBUTE(`'gender'`, param(f.gender)))
  if (f.filter) {
    const names = param(f.filter.map((n) => n.toLowerCase()))
    const matchNull = f.filter.some((n) => n.toLowerCase() === 'null')
    clauses.push(
      `(lower(p.category) = any(${names}::text[]) or lower(p.parent_category) = any(${names}::text[])` +
        `${matchNull ? ' or p.parent_category is null' : ''})`,
    )
  }
  if (f.featured) clauses.push(HAS_ATTRIBUTE(`'featured'`, `'true'`))
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params, relevance }
}

/** The ORDER BY of a listing: the requested sort, relevance when searching, else newest first; id breaks ties. */
function orderBy(sort: ProductSort | undefined, relevance: string | undefined): string {
  switch (sort ?? (relevance ? 'relevance' : 'newest')) {
    case 'price_asc':
      return `${EFFECTIVE_PRICE} asc, p.created_at desc, p.id`
    case 'price_desc':
      return `${EFFECTIVE_PRICE} desc, p.created_at desc, p.id`
    case 'discount':
      // Largest share off the regular price first; products with no discount last.
      return `(p.regular_price - ${EFFECTIVE_PRICE}) / nullif(p.regular_price, 0) desc nulls last, p.created_at desc, p.id`
    case 'relevance':
      return relevance ? `${relevance} desc, p.created_at desc, p.id` : 'p.created_at desc, p.id'
    default:
      return 'p.created_at desc, p.id'
  }
}

function toProductJson(row: ProductRow, attributes: AttributeRow[], links: ImageLinks): ProductJson {
  const images = row.images.map((name) => ({ url: absoluteImageUrl(links, `/images/${name}`) }))
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imgUrl: images[0]?.url ?? '',
    category: row.category,
    parentCategory: row.parent_category,
    regularPrice: Number(row.regular_price),
    discountedPrice: row.discounted_price === null ? null : Number(row.discounted_price),
    createdAt: row.created_at.toISOString(),
    images,
    attributes: attributes.map((a) => ({
      id: a.id,
      key: a.key,
      value: a.value,
      ...(a.metric_unit ? { metricUnit: a.metric_unit } : {}),
    })),
  }
}

async function withAttributes(db: Queryable, rows: ProductRow[], links: ImageLinks): Promise<ProductJson[]> {
  if (rows.length === 0) return []
  const { rows: attrs } = await db.query<AttributeRow>(
    'select id, product_id, key, value, metric_unit from product_attributes where product_id = any($1::text[]) order by product_id, position',
    [rows.map((r) => r.id)],
  )
  return rows.map((row) =>
    toProductJson(
      row,
      attrs.filter((a) => a.product_id === row.id),
      links,
    ),
  )
}

/** One page of products in the requested order (newest first by default), and the number of all matching products. */
export async function listProducts(
  db: Queryable,
  filters: ProductFilters,
  links: ImageLinks,
): Promise<{ data: ProductJson[]; count: number }> {
  const where = buildWhere(filters)
  const { rows: countRows } = await db.query<{ n: number }>(
    `select count(*)::int as n from products p ${where.sql}`,
    where.params,
  )
  const n = where.params.length
  const { rows } = await db.query<ProductRow>(
    `select p.* from products p ${where.sql} order by ${orderBy(filters.sort, where.relevance)} limit $${n + 1} offset $${n + 2}`,
    [...where.params, filters.limit, (filters.page - 1) * filters.limit],
  )
  return { data: await withAttributes(db, rows, links), count: countRows[0]?.n ?? 0 }
}

/** One product, or null when the id is unknown. */
export async function getProduct(db: Queryable, id: string, links: ImageLinks): Promise<ProductJson | null> {
  const { rows } = await db.query<ProductRow>('select * from products where id = $1', [id])
  const [product] = await withAttributes(db, rows, links)
  return product ?? null
}

/** Titles and prices of the given products, for pricing an order server-side. */
export async function getProductsForPricing(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { title: string; price: number }>> {
  const { rows } = await db.query<Pick<ProductRow, 'id' | 'title' | 'regular_price' | 'discounted_price'>>(
    'select id, title, regular_price, discounted_price from products where id = any($1::text[])',
    [ids],
  )
  return new Map(rows.map((r) => [r.id, { title: r.title, price: Number(r.discounted_price ?? r.regular_price) }]))
}

/** Title, category and sub-category of a product, for drawing its image. */
export async function getProductSummary(
  db: Queryable,
  id: string,
): Promise<{ title: string; category: string; parentCategory: string | null } | null> {
  const { rows } = await db.query<Pick<ProductRow, 'title' | 'category' | 'parent_category'>>(
    'select title, category, parent_category from products where id = $1',
    [id],
  )
  const row = rows[0]
  return row ? { title: row.title, category: row.category, parentCategory: row.parent_category } : null
}

/** Every product's id, title and categories (what its drawn art shows). */
export async function listProductSummaries(
  db: Queryable,
): Promise<{ id: string; title: string; category: string; parentCategory: string | null }[]> {
  const { rows } = await db.query<Pick<ProductRow, 'id' | 'title' | 'category' | 'parent_category'>>(
    'select id, title, category, parent_category from products order by id',
  )
  return rows.map((r) => ({ id: r.id, title: r.title, category: r.category, parentCategory: r.parent_category }))
}

/** Every category and sub-category name that products use. */
export async function listCategoryNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'select distinct category as name from products union select distinct parent_category from products where parent_category is not null',
  )
  return rows.map((r) => r.name)
}

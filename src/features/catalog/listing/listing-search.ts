import * as v from 'valibot'
import { clipSearchText } from '../search/search-text'

/** Listing orders a store may offer (capability "sort"): relevance needs a search. */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The highest price bound read from the URL (₹); anything above is not a price. */
export const MAX_PRICE = 10_000_000

// Filter text: a string (or a number or flag the URL parser read from it) clipped to 200 characters.
const text = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform((x) => String(x).slice(0, 200)),
    ),
    '',
  ),
)
// Search text may look like a number or a flag too ("1080", "true"): it is kept as typed.
const searchText = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform((x) => clipSearchText(String(x))),
    ),
    '',
  ),
)
// A bound in whole rupees, from 0 to MAX_PRICE (the router reads ?minPrice=500 as the number 500).
const price = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PRICE))), undefined)

/** Bad values read as their defaults: page 1, the default order, no price bound. */
export const ListingSearchSchema = v.object({
  category: text,
  parentCategory: text,
  featured: v.optional(v.fallback(v.boolean(), false)),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
  search: searchText,
  sort: v.fallback(v.optional(v.picklist(PRODUCT_SORTS)), undefined),
  minPrice: price,
  maxPrice: price,
})

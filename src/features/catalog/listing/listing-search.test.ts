import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ListingSearchSchema } from './listing-search'
import { defaultSort, listingRefinements, searchRunsOnDevice, storeListingFilters } from './listing-extensions'
import { needsCapabilities } from './listing-query'

// What TanStack Router's search parser hands over: JSON-looking values are already numbers or flags.
const parse = (search: Record<string, unknown>) => v.parse(ListingSearchSchema, search)

const ALL = ['search', 'sort', 'priceFilter']

describe('/products search params: bad values read as their defaults', () => {
  it('keeps valid sort and price values', () => {
    expect(parse({ category: 'audio', sort: 'price_asc', minPrice: 500, maxPrice: 2000 })).toMatchObject({
      sort: 'price_asc',
      minPrice: 500,
      maxPrice: 2000,
    })
    expect(parse({ sort: 'discount', minPrice: 0 })).toMatchObject({ sort: 'discount', minPrice: 0 })
  })

  it('reads an unknown sort as the default order', () => {
    for (const sort of ['cheapest', 'PRICE_ASC', '', 7, true, ['price_asc'], null])
      expect(parse({ sort }).sort).toBeUndefined()
  })

  it('reads a price that is not whole rupees from 0 to 10,000,000 as no bound', () => {
    for (const bad of ['abc', -5, '-5', 1.5, '1e3', 20_000_000, '', null, true, ' 5', {}]) {
      const out = parse({ minPrice: bad, maxPrice: bad })
      expect(out.minPrice, String(bad)).toBeUndefined()
      expect(out.maxPrice, String(bad)).toBeUndefined()
    }
  })

  it('still reads page=abc, -3 or 1.5 as page 1', () => {
    for (const page of ['abc', -3, 1.5]) expect(parse({ page }).page).toBe(1)
  })

  it('keeps search text verbatim, also when it looks like a number or a flag, clipped to 200 characters', () => {
    expect(parse({ search: "<script>alert('x')</script> 50%_" }).search).toBe("<script>alert('x')</script> 50%_")
    expect(parse({ search: 1080 }).search).toBe('1080')
    expect(parse({ search: true }).search).toBe('true')
    expect(parse({ search: 'x'.repeat(1000) }).search).toHaveLength(200)
    expect(parse({ search: { evil: 1 } }).search).toBe('')
  })
})

describe('storeListingFilters: extensions only for a store that lists them', () => {
  const s = {
    category: 'audio',
    search: 'earbuds',
    sort: 'price_desc' as const,
    minPrice: 500,
    maxPrice: 3000,
    page: 2,
  }

  it('a store with no capabilities gets exactly the contract parameters', () => {
    expect(storeListingFilters(s, undefined)).toEqual({ page: 2, limit: 12, category: 'audio' })
    expect(storeListingFilters(s, [])).toEqual({ page: 2, limit: 12, category: 'audio' })
    expect(searchRunsOnDevice(s, undefined)).toBe(true)
  })

  it('adds each one the store lists', () => {
    expect(storeListingFilters(s, ALL)).toEqual({
      page: 2,
      limit: 12,
      category: 'audio',
      search: 'earbuds',
      sort: 'price_desc',
      minPrice: 500,
      maxPrice: 3000,
    })
    expect(storeListingFilters(s, ['sort'])).toEqual({ page: 2, limit: 12, category: 'audio', sort: 'price_desc' })
    expect(storeListingFilters(s, ['priceFilter'])).toEqual({
      page: 2,
      limit: 12,
      category: 'audio',
      minPrice: 500,
      maxPrice: 3000,
    })
    expect(searchRunsOnDevice(s, ALL)).toBe(false)
  })

  it('never sends the default order, or relevance', () => {
    expect(storeListingFilters({ category: 'audio', sort: 'newest' }, ALL)).toEqual({
      page: 1,
      limit: 12,
      category: 'audio',
    })
    expect(storeListingFilters({ category: 'audio', sort: 'relevance' }, ALL)).toEqual({
      page: 1,
      limit: 12,
      category: 'audio',
    })
    expect(storeListingFilters({ search: 'tv', sort: 'relevance' }, ALL)).toEqual({ page: 1, limit: 12, search: 'tv' })
    expect(storeListingFilters({ search: 'tv', sort: 'newest' }, ALL)).toEqual({
      page: 1,
      limit: 12,
      search: 'tv',
      sort: 'newest',
    })
    expect(defaultSort({ search: 'tv' })).toBe('relevance')
    expect(defaultSort({})).toBe('newest')
  })

  it('reads a minimum above the maximum as the two swapped', () => {
    expect(listingRefinements({ minPrice: 2000, maxPrice: 500 }, ALL)).toEqual({ minPrice: 500, maxPrice: 2000 })
  })

  it('the page waits for the store info only when the URL asks for an extension', () => {
    expect(needsCapabilities({ category: 'audio', page: 3 })).toBe(false)
    expect(needsCapabilities({ category: 'audio', minPrice: 0 })).toBe(true)
    expect(needsCapabilities({ search: 'tv' })).toBe(true)
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { productListQueryOptions } from '../api/products'
import { listingFilters, parentCategoryFilters, type ListingSearch } from './listing-query'
import { isUnknownCategory } from './unknown-category'
import { testApi } from '@/test/api'

const api = testApi()

const withAnswers = (search: ListingSearch, listed: number, parents: number) => {
  const client = new QueryClient()
  const page = (n: number) => ({ products: Array.from({ length: n }, () => ({}) as never), total: n })
  client.setQueryData(productListQueryOptions(api, listingFilters(search)).queryKey, page(listed))
  client.setQueryData(productListQueryOptions(api, parentCategoryFilters(search.category!)).queryKey, page(parents))
  return client
}

describe('isUnknownCategory (the server answers 404)', () => {
  it('is true for a category the store neither lists nor has products for', () => {
    const search = { category: 'free iphones' }
    expect(isUnknownCategory(withAnswers(search, 0, 0), search, ['Audio'])).toBe(true)
  })

  it('is false for a listed category (any case), or one with products', () => {
    expect(isUnknownCategory(withAnswers({ category: 'audio' }, 0, 0), { category: 'audio' }, ['Audio'])).toBe(false)
    expect(isUnknownCategory(withAnswers({ category: 'gadgets' }, 3, 3), { category: 'gadgets' }, [])).toBe(false)
  })

  it('is false while an answer is missing (failed or late) or without a category', () => {
    expect(isUnknownCategory(new QueryClient(), { category: 'x' }, ['Audio'])).toBe(false)
    expect(isUnknownCategory(withAnswers({ category: 'x' }, 0, 0), { category: 'x' }, undefined)).toBe(false)
    expect(isUnknownCategory(new QueryClient(), {}, ['Audio'])).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { distinctParentCategories, isExploreView, listingFilters, parentCategoryFilters } from './listing-query'

describe('listing filters', () => {
  it('asks for pages of 12 and leaves empty filters out', () => {
    expect(listingFilters({})).toEqual({ page: 1, limit: 12 })
    expect(listingFilters({ category: 'audio', parentCategory: '', featured: false, page: 3 })).toEqual({
      page: 3,
      limit: 12,
      category: 'audio',
    })
    expect(listingFilters({ featured: true })).toEqual({ page: 1, limit: 12, featured: true })
  })

  it('builds the parent-category fetch with limit 100', () => {
    expect(parentCategoryFilters('tv & video accessories')).toEqual({
      category: 'tv & video accessories',
      limit: 100,
      page: 1,
    })
  })

  it('lists distinct parent categories in order, skipping blanks, null text and case repeats', () => {
    const list = [
      { parentCategory: 'TV Mounts' },
      { parentCategory: null },
      { parentCategory: 'HDMI Cables' },
      { parentCategory: 'tv mounts' },
      { parentCategory: ' ' },
      { parentCategory: 'null' },
    ]
    expect(distinctParentCategories(list)).toEqual(['TV Mounts', 'HDMI Cables'])
  })

  it('shows the category tiles only without category, parent category or featured', () => {
    expect(isExploreView({})).toBe(true)
    expect(isExploreView({ page: 2 })).toBe(true)
    expect(isExploreView({ featured: true })).toBe(false)
    expect(isExploreView({ category: 'men' })).toBe(false)
  })
})

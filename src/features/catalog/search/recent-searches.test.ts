// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { addRecentSearch, clearRecentSearches, getRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches'

afterEach(() => localStorage.clear())

describe('recent searches (last 8, on this device)', () => {
  it('keeps the newest first, moves a repeat (any case) to the front and keeps 8', () => {
    for (let i = 1; i <= 10; i++) addRecentSearch(`search ${i}`)
    addRecentSearch('SEARCH 5')
    const list = getRecentSearches()
    expect(list).toHaveLength(8)
    expect(list.slice(0, 3)).toEqual(['SEARCH 5', 'search 10', 'search 9'])
    expect(list.filter((s) => s.toLowerCase() === 'search 5')).toHaveLength(1)
  })

  it('ignores blank text and clears on demand', () => {
    addRecentSearch('   ')
    expect(getRecentSearches()).toEqual([])
    addRecentSearch(' hdmi ')
    expect(getRecentSearches()).toEqual(['hdmi'])
    clearRecentSearches()
    expect(getRecentSearches()).toEqual([])
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it('reads a damaged saved value as none, or keeps only its text entries', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json')
    expect(getRecentSearches()).toEqual([])
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', 7, null, 'x'.repeat(500), { a: 1 }]))
    expect(getRecentSearches()).toEqual(['tv', 'x'.repeat(200)])
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ items: ['tv'] }))
    expect(getRecentSearches()).toEqual([])
  })
})

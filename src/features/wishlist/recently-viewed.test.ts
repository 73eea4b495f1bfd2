// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getRecentlyViewed, recordRecentlyViewed, useRecentlyViewed } from './recently-viewed'

const product = (i: number) => ({ id: `p${i}`, name: `Product ${i}`, image: `/p${i}.svg`, price: i * 100 })

beforeEach(() => {
  localStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
})

describe('recently viewed (localStorage `recently-viewed`)', () => {
  it('keeps the last 12 views, newest first, without repeats', () => {
    for (let i = 1; i <= 14; i++) recordRecentlyViewed(product(i))
    recordRecentlyViewed(product(10))
    const ids = getRecentlyViewed().map((p) => p.id)
    expect(ids).toHaveLength(12)
    expect(ids.slice(0, 3)).toEqual(['p10', 'p14', 'p13'])
    expect(ids).not.toContain('p1')
    expect(JSON.parse(localStorage.getItem('recently-viewed')!)).toHaveLength(12)
  })

  it('stores only the snapshot fields of a full product', () => {
    recordRecentlyViewed({ ...product(1), description: 'x', attributes: [] } as ReturnType<typeof product>)
    expect(getRecentlyViewed()).toEqual([product(1)])
  })

  it('re-renders subscribers and survives a corrupted value from another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed())
    act(() => recordRecentlyViewed(product(2)))
    expect(result.current.map((p) => p.id)).toEqual(['p2'])
    act(() => {
      localStorage.setItem('recently-viewed', '{broken')
      window.dispatchEvent(new StorageEvent('storage', { key: 'recently-viewed' }))
    })
    expect(result.current).toEqual([])
  })

  it('keeps a view recorded by another tab whose storage event has not arrived yet', () => {
    recordRecentlyViewed(product(1))
    // The other tab views product 2 and saves; this tab has not heard of it.
    localStorage.setItem('recently-viewed', JSON.stringify([product(2), product(1)]))
    recordRecentlyViewed(product(3))
    expect(JSON.parse(localStorage.getItem('recently-viewed')!)).toEqual([product(3), product(2), product(1)])
    expect(getRecentlyViewed()).toEqual([product(3), product(2), product(1)])
  })

  it('moves a product viewed again to the front of the latest stored list', () => {
    recordRecentlyViewed(product(1))
    localStorage.setItem('recently-viewed', JSON.stringify([product(2), product(1)]))
    recordRecentlyViewed(product(1))
    expect(getRecentlyViewed().map((p) => p.id)).toEqual(['p1', 'p2'])
  })
})

import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useIsWishlisted, useWishlist, wishlist } from './wishlist-store'

const kurta = { id: 'k1', name: 'Kurta', image: '/k.svg', price: 999, originalPrice: 1299 }
const cable = { id: 'c1', name: 'Cable', image: '/c.svg', price: 299 }

beforeEach(() => wishlist.reload())

describe('wishlist store (localStorage `wishlist`)', () => {
  it('toggles a product in and out and saves every change', () => {
    expect(wishlist.toggle(kurta)).toBe(true)
    expect(wishlist.has('k1')).toBe(true)
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([kurta])
    expect(wishlist.toggle(kurta)).toBe(false)
    expect(wishlist.get()).toEqual([])
    expect(localStorage.getItem('wishlist')).toBe('[]')
  })

  it('lists newest first and never twice', () => {
    wishlist.add(kurta)
    wishlist.add(cable)
    wishlist.add(kurta)
    expect(wishlist.get().map((p) => p.id)).toEqual(['k1', 'c1'])
  })

  it('recovers the valid entries of a corrupted stored value', () => {
    localStorage.setItem('wishlist', JSON.stringify([kurta, { nope: true }, 42]))
    wishlist.reload()
    expect(wishlist.get()).toEqual([kurta])
  })

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => ({ list: useWishlist(), saved: useIsWishlisted('c1') }))
    expect(result.current.saved).toBe(false)
    act(() => {
      localStorage.setItem('wishlist', JSON.stringify([cable]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    })
    expect(result.current.list).toEqual([cable])
    expect(result.current.saved).toBe(true)
  })

  it('refreshes a saved snapshot with newer product data, and ignores unsaved products', () => {
    wishlist.add(kurta)
    wishlist.refresh({ ...kurta, price: 899 })
    wishlist.refresh(cable)
    expect(wishlist.get()).toEqual([{ ...kurta, price: 899 }])
  })
})

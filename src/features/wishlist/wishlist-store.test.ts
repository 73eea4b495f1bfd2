// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useIsWishlisted, useWishlist, wishlist } from './wishlist-store'

const kurta = { id: 'k1', name: 'Kurta', image: '/k.svg', price: 999, originalPrice: 1299 }
const cable = { id: 'c1', name: 'Cable', image: '/c.svg', price: 299 }

beforeEach(() => {
  localStorage.clear()
  wishlist.reload()
})

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

describe('wishlist edits made while another tab writes (its storage event not yet here)', () => {
  const phone = { id: 'ph1', name: 'Phone', image: '/ph.svg', price: 14999 }
  /** Another tab saving `list`: storage changes, but this tab has not heard of it yet. */
  const otherTabSaves = (list: unknown[]) => localStorage.setItem('wishlist', JSON.stringify(list))

  it('adding keeps what the other tab saved', () => {
    wishlist.add(kurta)
    otherTabSaves([phone, kurta])
    wishlist.add(cable)
    expect(wishlist.get()).toEqual([cable, phone, kurta])
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([cable, phone, kurta])
  })

  it('removing keeps what the other tab saved', () => {
    wishlist.add(kurta)
    otherTabSaves([phone, kurta])
    wishlist.remove('k1')
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([phone])
  })

  it('a heart pressed while showing "not saved" saves, even if the other tab saved the product a moment ago', () => {
    otherTabSaves([kurta])
    expect(wishlist.toggle(kurta, false)).toBe(true)
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([kurta])
    // …and one showing "saved" removes, even if the other tab removed it first and added another.
    otherTabSaves([cable])
    expect(wishlist.toggle(kurta, true)).toBe(false)
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([cable])
  })

  it('refreshing a snapshot keeps what the other tab saved, and writes nothing when nothing changed', () => {
    wishlist.add(kurta)
    otherTabSaves([phone, kurta])
    wishlist.refresh({ ...kurta, price: 899 })
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([phone, { ...kurta, price: 899 }])
    const saved = localStorage.getItem('wishlist')
    otherTabSaves([cable])
    wishlist.refresh({ ...kurta, price: 899 })
    expect(localStorage.getItem('wishlist')).toBe(JSON.stringify([cable]))
    expect(saved).not.toBe(localStorage.getItem('wishlist'))
  })

  it('edits memory while saving fails (storage is behind), and storage again once it saves', () => {
    wishlist.add(kurta)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    wishlist.add(cable)
    expect(wishlist.saveFailed()).toBe(true)
    wishlist.add(phone)
    expect(wishlist.get()).toEqual([phone, cable, kurta])
    setItem.mockRestore()
    wishlist.remove('ph1')
    expect(wishlist.saveFailed()).toBe(false)
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([cable, kurta])
  })
})

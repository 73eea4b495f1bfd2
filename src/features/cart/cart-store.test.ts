// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import {
  addLine,
  cart,
  cartCount,
  cartSubtotal,
  lineRoom,
  parseStoredCart,
  removeLine,
  setLineQuantity,
  subtractLines,
  useCartCount,
  useCartItems,
  type CartItem,
} from './cart-store'

const kurtaM: CartItem = {
  id: 'k',
  name: 'Kurta',
  image: '/k.svg',
  price: 999,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'White',
}
const kurtaL: CartItem = { ...kurtaM, selectedSize: 'L' }
const cable: CartItem = { id: 'c', name: 'Cable', image: '/c.svg', price: 299.5, quantity: 2 }

beforeEach(() => cart.reload())

describe('cart line identity (product, size and colour)', () => {
  it('adding the same id + size + colour increases the quantity of that line', () => {
    const items = addLine(addLine([], kurtaM), { ...kurtaM, quantity: 2 })
    expect(items).toEqual([{ ...kurtaM, quantity: 3 }])
  })

  it('a different size or colour is a separate line', () => {
    const items = addLine(addLine(addLine([], kurtaM), kurtaL), { ...kurtaM, selectedColor: 'Indigo' })
    expect(items).toHaveLength(3)
  })

  it('a missing size equals an empty size', () => {
    const items = addLine(addLine([], cable), { ...cable, selectedSize: '', quantity: 1 })
    expect(items).toEqual([{ ...cable, quantity: 3 }])
  })

  it('adds at least 1 even for a bad quantity', () => {
    expect(addLine([], { ...cable, quantity: 0 })[0]!.quantity).toBe(1)
  })

  it('a quantity change matches the full identity: only that size and colour changes', () => {
    const items = setLineQuantity([kurtaM, kurtaL, cable], kurtaL, 4)
    expect(items.map((i) => i.quantity)).toEqual([1, 4, 2])
    expect(setLineQuantity([kurtaM, cable], { id: 'k', selectedSize: 'M' }, 5)).toEqual([kurtaM, cable])
  })

  it('ignores quantity updates below 1 or not a number', () => {
    const items = [kurtaM]
    expect(setLineQuantity(items, kurtaM, 0)).toBe(items)
    expect(setLineQuantity(items, kurtaM, -2)).toBe(items)
    expect(setLineQuantity(items, kurtaM, Number.NaN)).toBe(items)
  })

  it('removal matches the full identity: the other size stays', () => {
    expect(removeLine([kurtaM, kurtaL, cable], kurtaM)).toEqual([kurtaL, cable])
    expect(removeLine([cable], { id: 'c', selectedSize: '' })).toEqual([])
  })

  it('subtotal is Σ price × quantity and the count is Σ quantity', () => {
    expect(cartSubtotal([kurtaM, cable])).toBe(999 + 599)
    expect(cartCount([kurtaM, cable])).toBe(3)
    expect(cartSubtotal([])).toBe(0)
  })
})

describe('a line never holds more than one order may (MAX_LINE_QUANTITY)', () => {
  it('caps adding, setting and stored quantities at the cap', () => {
    const max = MAX_LINE_QUANTITY
    expect(addLine([{ ...cable, quantity: max - 1 }], { ...cable, quantity: 5 })[0]!.quantity).toBe(max)
    expect(addLine([], { ...cable, quantity: max * 5 })[0]!.quantity).toBe(max)
    expect(setLineQuantity([cable], cable, max + 1)[0]!.quantity).toBe(max)
    expect(parseStoredCart(JSON.stringify([{ ...cable, quantity: max * 10 }]))[0]!.quantity).toBe(max)
  })
})

describe("a product's lines together hold at most 99 (the order sends one quantity per product)", () => {
  const m60 = { ...kurtaM, quantity: 60 }
  it('lineRoom is 99 less what the other sizes and colours hold', () => {
    expect(lineRoom([m60, kurtaL, cable], kurtaL)).toBe(39)
    expect(lineRoom([m60, kurtaL, cable], m60)).toBe(98)
    expect(lineRoom([m60], { ...kurtaM, selectedSize: 'S' })).toBe(39)
  })

  it('adding 60 of another size beside 60 stops at 39; with no room left nothing is added', () => {
    const items = addLine([m60], { ...kurtaL, quantity: 60 })
    expect(items.map((i) => i.quantity)).toEqual([60, 39])
    expect(addLine(items, { ...kurtaM, selectedSize: 'S', quantity: 1 })).toBe(items)
  })

  it('setting a line above its room stops at the room', () => {
    expect(setLineQuantity([m60, kurtaL], kurtaL, 60).map((i) => i.quantity)).toEqual([60, 39])
  })

  it('a stored cart with 60 + 60 of one product is read as 60 + 39', () => {
    const raw = JSON.stringify([m60, { ...kurtaL, quantity: 60 }, { ...kurtaL, selectedSize: 'S', quantity: 2 }, cable])
    expect(parseStoredCart(raw).map((i) => i.quantity)).toEqual([60, 39, 2])
  })
})

describe('subtractLines (what an order took)', () => {
  it('removes the ordered lines and quantities, and keeps lines added or raised since', () => {
    const ordered = [
      { ...kurtaM, quantity: 1 },
      { ...cable, quantity: 2 },
    ]
    // Since the order was sent: the cable was raised to 5 and a size L kurta was added.
    const now = [kurtaM, { ...cable, quantity: 5 }, kurtaL]
    expect(subtractLines(now, ordered)).toEqual([{ ...cable, quantity: 3 }, kurtaL])
  })

  it('matches on id, size and colour, never on id alone', () => {
    expect(
      subtractLines([kurtaM, kurtaL], [{ id: 'k', quantity: 1, selectedSize: 'L', selectedColor: 'White' }]),
    ).toEqual([kurtaM])
  })

  it('ignores ordered lines that are no longer in the cart', () => {
    expect(subtractLines([cable], [kurtaM])).toEqual([cable])
  })
})

describe('parseStoredCart (storage recovery)', () => {
  it('returns an empty cart for missing, non-JSON or truncated values', () => {
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart('{{')).toEqual([])
    expect(parseStoredCart('[{"id":"k","name":"Kurta","price":1')).toEqual([])
    expect(parseStoredCart('42')).toEqual([])
  })

  it('keeps valid lines and drops the rest', () => {
    const raw = JSON.stringify([
      kurtaM,
      { id: 'x', price: 'abc', quantity: 1 },
      { id: 'y', price: 10, quantity: 0 },
      null,
      cable,
    ])
    expect(parseStoredCart(raw)).toEqual([kurtaM, cable])
  })

  it('reads an old {items: [...]} format, numeric ids and prices as text, and null sizes', () => {
    const raw = JSON.stringify({
      items: [{ id: 5, name: 'Remote', image: null, price: '450', quantity: '2', selectedSize: null }],
    })
    expect(parseStoredCart(raw)).toEqual([{ id: '5', name: 'Remote', image: '', price: 450, quantity: 2 }])
  })
})

describe('cart store (localStorage `cart`)', () => {
  it('saves every change and restores it', () => {
    cart.add(kurtaM)
    cart.add(cable)
    cart.setQuantity(cable, 5)
    expect(parseStoredCart(localStorage.getItem('cart'))).toEqual([kurtaM, { ...cable, quantity: 5 }])
    cart.remove(kurtaM)
    cart.reload()
    expect(cart.get()).toEqual([{ ...cable, quantity: 5 }])
    cart.clear()
    expect(localStorage.getItem('cart')).toBe('[]')
  })

  it('follows another tab through the storage event and updates the badge count', () => {
    const { result } = renderHook(() => ({ items: useCartItems(), count: useCartCount() }))
    act(() => {
      localStorage.setItem('cart', JSON.stringify([cable, kurtaM]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    })
    expect(result.current.items).toHaveLength(2)
    expect(result.current.count).toBe(3)
  })

  it("removes an order's lines from the cart as saved now, keeping a line another tab added meanwhile", () => {
    cart.clear()
    cart.add(cable)
    // While the order was being placed another tab added a line; its storage event has not arrived.
    localStorage.setItem('cart', JSON.stringify([cable, kurtaM]))
    cart.removeOrdered([cable])
    expect(parseStoredCart(localStorage.getItem('cart'))).toEqual([kurtaM])
    expect(cart.get()).toEqual([kurtaM])
  })

  it("never drops another tab's edit whose storage event has not arrived yet (two tabs converge)", () => {
    cart.clear()
    cart.add(cable)
    expect(cart.get()).toEqual([cable])
    // Another tab saved a second line; this tab has not heard of it yet.
    localStorage.setItem('cart', JSON.stringify([cable, kurtaM]))
    cart.setQuantity(cable, 3)
    expect(parseStoredCart(localStorage.getItem('cart'))).toEqual([{ ...cable, quantity: 3 }, kurtaM])
    expect(cart.get()).toHaveLength(2)
  })
})

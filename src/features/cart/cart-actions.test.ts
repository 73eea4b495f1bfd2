// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast'
import { addToCart } from './cart-actions'
import { cart } from './cart-store'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

const cable = { id: 'c', name: 'Cable', image: '', price: 299, quantity: 1 }

describe('addToCart', () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear()
    cart.clear()
  })

  it('confirms an addition', () => {
    addToCart(cable)
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Added to cart', description: 'Cable has been added to your cart.' }),
    )
  })

  it('stops at 99 and says so instead of confirming', () => {
    addToCart({ ...cable, quantity: 97 })
    addToCart({ ...cable, quantity: 5 })
    expect(cart.get()[0]!.quantity).toBe(99)
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Quantity limit reached',
      description: 'You can order up to 99 of Cable; your cart now holds 99.',
    })
  })

  it('counts every size and colour of the product toward the 99', () => {
    const kurta = { id: 'k', name: 'Kurta', image: '', price: 999, quantity: 60, selectedSize: 'M' }
    addToCart(kurta)
    addToCart({ ...kurta, selectedSize: 'L' })
    expect(
      cart
        .get()
        .filter((i) => i.id === 'k')
        .map((i) => i.quantity),
    ).toEqual([60, 39])
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Quantity limit reached',
      description: 'You can order up to 99 of Kurta; your cart now holds 99.',
    })
  })
})

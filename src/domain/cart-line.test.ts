import { describe, expect, it } from 'vitest'
import { linesOfProducts } from './cart-line'

describe('linesOfProducts (the cart lines an earlier order took)', () => {
  const line = (id: string, quantity: number, selectedSize?: string) => ({
    id,
    name: id,
    price: 1,
    quantity,
    selectedSize,
  })
  it("takes each product's quantity from its lines in cart order, never more than a line holds", () => {
    expect(linesOfProducts([line('a', 2, 'M'), line('b', 5), line('a', 3, 'L')], { a: 4, c: 1 })).toEqual([
      line('a', 2, 'M'),
      line('a', 2, 'L'),
    ])
  })
  it('takes nothing of a product the order does not hold', () => {
    expect(linesOfProducts([line('b', 5)], { a: 1 })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { lineKey, linesOfProducts, productQuantities } from './cart-line'

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

describe('lineKey and productQuantities', () => {
  it('gives the same key to the same line, a missing size or colour equal to an empty one', () => {
    expect(lineKey({ id: 'p1', selectedSize: 'M' })).toBe(lineKey({ id: 'p1', selectedSize: 'M', selectedColor: '' }))
    expect(lineKey({ id: 'p1', selectedSize: 'M' })).not.toBe(lineKey({ id: 'p1', selectedSize: 'L' }))
    expect(lineKey({ id: 'p1', selectedColor: 'M' })).not.toBe(lineKey({ id: 'p1', selectedSize: 'M' }))
    // A store's id may hold any character: no two lines share a key.
    expect(lineKey({ id: 'p|M', selectedSize: '' })).not.toBe(lineKey({ id: 'p', selectedSize: 'M|' }))
  })

  it("sums each product's quantity over its sizes and colours", () => {
    expect(
      productQuantities([
        { id: 'p1', quantity: 2 },
        { id: 'p2', quantity: 1 },
        { id: 'p1', quantity: 3 },
      ]),
    ).toEqual({ p1: 5, p2: 1 })
  })
})

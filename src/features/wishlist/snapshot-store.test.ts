import { describe, expect, it } from 'vitest'
import { parseSnapshots, toSnapshot } from './snapshot-store'

describe('parseSnapshots (valibot recovery of stored wishlist / recently viewed)', () => {
  it('returns nothing for missing, non-JSON, truncated or non-list values', () => {
    expect(parseSnapshots(null, 10)).toEqual([])
    expect(parseSnapshots('not json', 10)).toEqual([])
    expect(parseSnapshots('[{"id":"a","name":"A"', 10)).toEqual([])
    expect(parseSnapshots('{"id":"a"}', 10)).toEqual([])
  })

  it('keeps valid entries, drops invalid ones and repeated ids, and normalises fields', () => {
    const raw = JSON.stringify([
      { id: 'a', name: 'A', image: '/a.svg', price: 100, originalPrice: 150 },
      { id: '', name: 'no id' },
      null,
      'text',
      { id: 7, name: 'Seven', price: '250', image: null },
      { id: 'a', name: 'duplicate', price: 1 },
      { id: 'b', name: 'B', price: 'free', originalPrice: -5 },
    ])
    expect(parseSnapshots(raw, 10)).toEqual([
      { id: 'a', name: 'A', image: '/a.svg', price: 100, originalPrice: 150 },
      { id: '7', name: 'Seven', image: '', price: 250 },
      { id: 'b', name: 'B', image: '', price: 0 },
    ])
  })

  it('keeps at most max entries', () => {
    const raw = JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, price: i })))
    expect(parseSnapshots(raw, 12).map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => `p${i}`))
  })
})

describe('toSnapshot', () => {
  it('keeps only the snapshot fields of a full product', () => {
    const product = {
      id: 'x',
      name: 'X',
      image: '/x.svg',
      price: 10,
      originalPrice: undefined,
      description: 'long',
      attributes: [],
    }
    expect(toSnapshot(product)).toEqual({ id: 'x', name: 'X', image: '/x.svg', price: 10 })
  })
})

import { describe, expect, it } from 'vitest'
import { movedSinceServed } from './server-rendered'

describe('movedSinceServed', () => {
  it('compares path and query only; an unknown served address counts as unchanged', () => {
    const listing = 'https://shop.example/products?category=audio&page=2'
    expect(movedSinceServed(listing, listing)).toBe(false)
    expect(movedSinceServed(`${listing}#main`, listing)).toBe(false)
    expect(movedSinceServed(listing, 'https://shop.example/product/p-1')).toBe(true)
    expect(movedSinceServed(listing, 'https://shop.example/products?category=audio')).toBe(true)
    expect(movedSinceServed(listing, undefined)).toBe(false)
  })
})

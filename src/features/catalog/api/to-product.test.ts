import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ServerProductListSchema, ServerProductSchema } from './product-schema'
import { isOnSale, toProduct } from './to-product'

const map = (input: unknown) => toProduct(v.parse(ServerProductSchema, input))
const base = { id: 'p1', title: 'HDMI Cable 2m', description: 'Braided', category: 'Cables' }

describe("toProduct (the store's product answer to the app's Product)", () => {
  it('name is the title', () => {
    expect(map(base).name).toBe('HDMI Cable 2m')
  })
  it('price is the discounted price when present', () => {
    expect(map({ ...base, regularPrice: 1299, discountedPrice: 999 }).price).toBe(999)
  })
  it('price falls back to the regular price, then 0', () => {
    expect(map({ ...base, regularPrice: 1299 }).price).toBe(1299)
    expect(map({ ...base, regularPrice: 1299, discountedPrice: null }).price).toBe(1299)
    expect(map(base).price).toBe(0)
  })
  it('originalPrice is the regular price only when a discounted price exists', () => {
    expect(map({ ...base, regularPrice: 1299, discountedPrice: 999 }).originalPrice).toBe(1299)
    expect(map({ ...base, regularPrice: 1299 }).originalPrice).toBeUndefined()
  })
  it('image is imgUrl, else the first image url, else empty', () => {
    expect(map({ ...base, imgUrl: 'https://a/x.png', images: [{ url: 'https://a/y.png' }] }).image).toBe(
      'https://a/x.png',
    )
    expect(map({ ...base, images: [{ url: 'https://a/y.png' }, { url: 'https://a/z.png' }] }).image).toBe(
      'https://a/y.png',
    )
    expect(map(base).image).toBe('')
  })
  it('reads sizes from size or sizes keys, case-insensitively', () => {
    expect(map({ ...base, attributes: [{ key: 'Size', value: ['S', 'M'] }] }).sizes).toEqual(['S', 'M'])
    expect(map({ ...base, attributes: [{ key: 'SIZES', value: ['L'] }] }).sizes).toEqual(['L'])
    expect(map(base).sizes).toBeUndefined()
  })
  it('reads colours from color, colour or colors keys, case-insensitively', () => {
    expect(map({ ...base, attributes: [{ key: 'Colour', value: ['Red'] }] }).colors).toEqual(['Red'])
    expect(map({ ...base, attributes: [{ key: 'color', value: ['Blue'] }] }).colors).toEqual(['Blue'])
    expect(map({ ...base, attributes: [{ key: 'Colors', value: ['Black', 'White'] }] }).colors).toEqual([
      'Black',
      'White',
    ])
  })
  it('featured is true only when the featured values include the text true', () => {
    expect(map({ ...base, attributes: [{ key: 'Featured', value: ['true'] }] }).featured).toBe(true)
    expect(map({ ...base, attributes: [{ key: 'featured', value: ['false'] }] }).featured).toBe(false)
    expect(map(base).featured).toBe(false)
  })
  it('keeps attributes with their metric unit', () => {
    expect(
      map({ ...base, attributes: [{ id: 'a', key: 'length', value: ['2'], metricUnit: 'm' }] }).attributes,
    ).toEqual([{ key: 'length', values: ['2'], metricUnit: 'm' }])
  })
  it('survives wrong types: numeric strings, null fields, bad attributes', () => {
    const p = map({
      id: 7,
      title: null,
      regularPrice: '499',
      discountedPrice: 'abc',
      attributes: [null, { key: 'size', value: 'M' }],
    })
    expect(p).toMatchObject({ id: '7', name: '', price: 499, sizes: ['M'] })
  })
  it('the Sale badge shows only when price is below originalPrice', () => {
    expect(isOnSale({ price: 999, originalPrice: 1299 })).toBe(true)
    expect(isOnSale({ price: 1299, originalPrice: 1299 })).toBe(false)
    expect(isOnSale({ price: 999 })).toBe(false)
  })
  it('a list keeps valid products and drops invalid ones', () => {
    const list = v.parse(ServerProductListSchema, { data: [base, { title: 'no id' }], count: 2 })
    expect(list.data.map((p) => p.id)).toEqual(['p1'])
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { productKeys } from '../api/products'
import type { Product } from '../api/to-product'
import { deviceListing, savedProducts } from './device-listing'

const product = (id: string, name: string, price: number, more: Partial<Product> = {}): Product => ({
  id,
  name,
  description: '',
  price,
  image: '',
  images: [],
  category: 'TV & Video Accessories',
  parentCategory: 'HDMI Cables',
  featured: false,
  attributes: [],
  ...more,
})

const hdmi2 = product('h2', 'HDMI 2.0 Cable', 499, { originalPrice: 999 })
const hdmi21 = product('h21', 'HDMI 2.1 Cable', 649, { originalPrice: 700 })
const fibre = product('hf', 'Fibre HDMI Cable', 2999)
const mount = product('m', 'Wall Mount', 1499, { parentCategory: 'TV Mounts', featured: true })
const kurta = product('k', 'Cotton Kurta', 1299, {
  category: "Men's Ethnic Wear",
  parentCategory: null,
  attributes: [{ key: 'Gender', values: ['Men'] }],
})
const all = [hdmi2, hdmi21, fibre, mount, kurta]
const CAPS = ['search', 'sort', 'priceFilter']

describe('deviceListing (search on the device, as the store would answer)', () => {
  it('lists every match with the total, 12 to a page', () => {
    expect(deviceListing(all, { search: 'hdmi cabel' }, [])).toEqual({ products: [hdmi2, hdmi21, fibre], total: 3 })
    const many = Array.from({ length: 30 }, (_, i) => product(`c${i}`, `Cable ${i}`, 100 + i))
    expect(deviceListing(many, { search: 'cable', page: 3 }, []).products.map((p) => p.id)).toEqual([
      'c24',
      'c25',
      'c26',
      'c27',
      'c28',
      'c29',
    ])
    expect(deviceListing(many, { search: 'cable', page: 3 }, []).total).toBe(30)
  })

  it('applies category (men and women by gender), sub-category and featured', () => {
    expect(deviceListing(all, { search: 'cotton', category: 'men' }, []).products).toEqual([kurta])
    expect(deviceListing(all, { search: 'cotton', category: 'women' }, []).products).toEqual([])
    expect(
      deviceListing(all, { category: 'tv & video accessories', parentCategory: 'tv mounts' }, []).products,
    ).toEqual([mount])
    expect(deviceListing(all, { search: 'a', featured: true }, []).products).toEqual([mount])
  })

  it('applies price bounds (inclusive, on the price paid) and order only where the store lists them', () => {
    const s = { search: 'hdmi', minPrice: 499, maxPrice: 649, sort: 'price_desc' as const }
    expect(deviceListing(all, s, CAPS).products).toEqual([hdmi21, hdmi2])
    expect(deviceListing(all, s, []).products).toEqual([hdmi2, hdmi21, fibre])
    expect(deviceListing(all, { search: 'hdmi', sort: 'discount' }, CAPS).products).toEqual([hdmi2, hdmi21, fibre])
    expect(deviceListing(all, { search: 'hdmi', sort: 'price_asc' }, CAPS).products).toEqual([hdmi2, hdmi21, fibre])
  })
})

describe('savedProducts', () => {
  it('gathers listings and product pages from the cache, each product once, the latest copy first', () => {
    const client = new QueryClient()
    client.setQueryData(productKeys.list({ category: 'x' }), { products: [hdmi2, mount], total: 2 }, { updatedAt: 1 })
    client.setQueryData(productKeys.detail('h2'), { ...hdmi2, price: 450 }, { updatedAt: 2 })
    client.setQueryData(['account'], { products: [kurta] })
    const saved = savedProducts(client)
    expect(saved.map((p) => p.id)).toEqual(['h2', 'm'])
    expect(saved[0]!.price).toBe(450)
  })
})

import { describe, expect, it } from 'vitest'
import { deserializePersistedClient, isRestorableQuery } from './persisted-shape'

const product = {
  id: 'p-1',
  name: 'HDMI Cable',
  description: '',
  price: 499,
  image: '',
  images: [],
  category: 'Cables',
  parentCategory: null,
  featured: false,
  attributes: [{ key: 'length', values: ['2'], metricUnit: 'm' }],
}
const store = {
  storeName: 'Digital Bazaar',
  companyName: '',
  companyAddress: '',
  companyEmail: '',
  companyPhone: '',
  companyLogoUrl: '',
  description: '',
  categories: ['Audio'],
  categoryImages: {},
  socialLinks: {},
  policies: {},
}
const saved = (queries: unknown[]) =>
  JSON.stringify({ timestamp: 1, buster: 'v1', clientState: { queries, mutations: [{ x: 1 }] } })
const query = (queryKey: unknown[], data: unknown) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: { status: 'success', data },
})

describe('isRestorableQuery', () => {
  it('accepts the shapes the pages read', () => {
    expect(isRestorableQuery(['products', 'detail', 'p-1'], product)).toBe(true)
    expect(isRestorableQuery(['products', 'list', { page: 1 }], { products: [product], total: 1 })).toBe(true)
    expect(isRestorableQuery(['store-info'], store)).toBe(true)
  })

  it('refuses garbage, another product, and keys that are never saved', () => {
    expect(isRestorableQuery(['products', 'detail', 'p-1'], 42)).toBe(false)
    expect(isRestorableQuery(['products', 'detail', 'p-2'], product)).toBe(false)
    expect(isRestorableQuery(['products', 'detail', 'p-1'], { ...product, price: '499' })).toBe(false)
    expect(isRestorableQuery(['products', 'list', {}], { products: 'nope', total: 1 })).toBe(false)
    expect(isRestorableQuery(['store-info'], { ...store, categories: 'Audio' })).toBe(false)
    expect(isRestorableQuery(['user', 'orders'], [])).toBe(false)
  })
})

describe('deserializePersistedClient', () => {
  it('keeps the good queries, drops the bad ones and every mutation', () => {
    const client = deserializePersistedClient(
      saved([
        query(['products', 'detail', 'p-1'], product),
        query(['products', 'detail', 'p-2'], null),
        query(['store-info'], 'x'),
      ]),
    )
    expect(client.buster).toBe('v1')
    expect(client.clientState.queries.map((q) => q.queryKey)).toEqual([['products', 'detail', 'p-1']])
    expect(client.clientState.mutations).toEqual([])
  })

  it('throws for text that is not a saved cache (the restore then deletes it)', () => {
    expect(() => deserializePersistedClient('{"clientState": [tru')).toThrow()
    expect(() => deserializePersistedClient('{"a":1}')).toThrow()
    expect(() => deserializePersistedClient(String({ not: 'a string' }))).toThrow()
  })
})

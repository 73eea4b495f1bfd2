// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchWords } from '../routes/products'
import { createTestApp, type Json, type TestApp } from './test-app'

/*
 * The listing's optional extension: `search`, `sort`, `minPrice` and `maxPrice` on GET /products,
 * listed as the `search`, `sort` and `priceFilter` capabilities of GET /storeInfo. Expectations are
 * computed from the whole catalogue, so they hold for any seed.
 */

let t: TestApp
let all: Json[]
beforeAll(async () => {
  t = await createTestApp({ faults: true })
  all = (await t.call('GET', '/products?limit=100')).body.data
}, 60_000)
afterAll(() => t.close())

const list = async (query: string): Promise<{ ids: string[]; count: number; data: Json[]; status: number }> => {
  const res = await t.call('GET', `/products?limit=100&${query}`)
  return {
    ids: (res.body?.data ?? []).map((p: Json) => p.id),
    count: res.body?.count,
    data: res.body?.data ?? [],
    status: res.status,
  }
}
/** Everything a search word may match in a product, lower-cased. */
const doc = (p: Json): string =>
  [p.title, p.description, p.category, p.parentCategory ?? '', ...p.attributes.flatMap((a: Json) => a.value)]
    .join(' ')
    .toLowerCase()
const price = (p: Json): number => p.discountedPrice ?? p.regularPrice
const off = (p: Json): number => (p.regularPrice - price(p)) / p.regularPrice

describe('GET /storeInfo capabilities', () => {
  it('lists search, sort and priceFilter', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toEqual(
      expect.arrayContaining(['search', 'sort', 'priceFilter']),
    )
  })
})

describe('search', () => {
  it('finds the products whose text contains every word, case-insensitive', async () => {
    const hdmi = await list('search=HDMI')
    expect(hdmi.status).toBe(200)
    const expected = all.filter((p) => doc(p).includes('hdmi')).map((p) => p.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(hdmi.ids)).toEqual(new Set(expected))
    expect(hdmi.count).toBe(expected.length)

    const both = await list(`search=${encodeURIComponent('hdmi cable')}`)
    expect(both.ids.length).toBeGreaterThan(0)
    expect(both.ids.every((id) => hdmi.ids.includes(id))).toBe(true)
    expect(both.data.every((p) => doc(p).includes('cable'))).toBe(true)
  })

  it('matches the category, parent category and attribute values', async () => {
    const product = all.find((p) => p.parentCategory && p.attributes.length > 0)
    const category = await list(`search=${encodeURIComponent(product.category)}`)
    expect(category.ids).toContain(product.id)
    const parent = await list(`search=${encodeURIComponent(product.parentCategory)}`)
    expect(parent.ids).toContain(product.id)
    // An attribute value that appears nowhere else in this product's own text.
    const withValue = all.find((p) =>
      p.attributes.some((a: Json) =>
        a.value.some(
          (v: string) =>
            /^[a-z]{4,}$/i.test(v) &&
            ![p.title, p.description, p.category, p.parentCategory ?? '']
              .join(' ')
              .toLowerCase()
              .includes(v.toLowerCase()),
        ),
      ),
    )
    const value = withValue.attributes
      .flatMap((a: Json) => a.value)
      .find((v: string) => /^[a-z]{4,}$/i.test(v) && !withValue.title.toLowerCase().includes(v.toLowerCase()))
    expect((await list(`search=${encodeURIComponent(value)}`)).ids).toContain(withValue.id)
  })

  it('finds close misspellings ("hdmi cabel")', async () => {
    const typo = await list(`search=${encodeURIComponent('hdmi cabel')}`)
    const exact = await list(`search=${encodeURIComponent('hdmi cable')}`)
    expect(exact.ids.length).toBeGreaterThan(0)
    expect(typo.ids).toEqual(expect.arrayContaining(exact.ids))
  })

  it('orders by relevance when searching: a title match comes before a match elsewhere', async () => {
    const res = await list('search=hdmi')
    const firstNonTitle = res.data.findIndex((p) => !p.title.toLowerCase().includes('hdmi'))
    const lastTitle = res.data.map((p) => p.title.toLowerCase().includes('hdmi')).lastIndexOf(true)
    if (firstNonTitle !== -1) expect(lastTitle).toBeLessThan(firstNonTitle)
    expect(lastTitle).toBeGreaterThanOrEqual(0)
  })

  it('treats %, _, quotes, markup and 1,000 characters as plain text, never an error', async () => {
    for (const text of ['%', '_', "'", '\\', "' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(1000)]) {
      const res = await list(`search=${encodeURIComponent(text)}`)
      expect(res.status, text).toBe(200)
      const expected = all.filter((p) => doc(p).includes(text.toLowerCase().slice(0, 200))).length
      expect(res.count, text).toBe(expected)
    }
  })

  it('a search of only spaces is no search', async () => {
    expect((await list('search=%20%20%20')).count).toBe(all.length)
    expect(searchWords('   ')).toBeUndefined()
    expect(searchWords('  Type  C\tcharger ')).toEqual(['type', 'c', 'charger'])
  })

  it('combines with category and paging', async () => {
    const category = all.find((p) => doc(p).includes('hdmi'))!.category
    const combined = await list(`search=hdmi&category=${encodeURIComponent(category)}`)
    expect(combined.data.every((p) => p.category === category && doc(p).includes('hdmi'))).toBe(true)
    const page2 = await t.call('GET', `/products?search=hdmi&category=${encodeURIComponent(category)}&limit=2&page=2`)
    expect(page2.body.count).toBe(combined.count)
    expect(page2.body.data.map((p: Json) => p.id)).toEqual(combined.ids.slice(2, 4))
  })
})

describe('sort', () => {
  it('price_asc and price_desc order by the effective price', async () => {
    const asc = (await list('sort=price_asc')).data.map(price)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list('sort=price_desc')).data.map(price)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
  })

  it('newest orders by createdAt, discount by the largest share off first', async () => {
    const dates = (await list('sort=newest')).data.map((p) => p.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const offs = (await list('sort=discount')).data.map(off)
    expect(offs).toEqual([...offs].sort((a, b) => b - a))
    expect(offs[0]).toBeGreaterThan(0)
  })

  it('an unknown sort is ignored (newest first)', async () => {
    const res = await list('sort=cheapest%27--')
    expect(res.status).toBe(200)
    expect(res.ids).toEqual((await list('sort=newest')).ids)
  })
})

describe('minPrice and maxPrice', () => {
  it('are inclusive bounds on the effective price, in whole rupees', async () => {
    const prices = [...new Set(all.map(price))].sort((a, b) => a - b)
    const lo = prices[Math.floor(prices.length / 4)]!
    const hi = prices[Math.floor((prices.length * 3) / 4)]!
    const res = await list(`minPrice=${Math.ceil(lo)}&maxPrice=${Math.floor(hi)}`)
    const expected = all.filter((p) => price(p) >= Math.ceil(lo) && price(p) <= Math.floor(hi))
    expect(res.count).toBe(expected.length)
    expect(res.data.every((p) => price(p) >= Math.ceil(lo) && price(p) <= Math.floor(hi))).toBe(true)
    expect((await list(`minPrice=${Math.ceil(lo)}`)).count).toBe(all.filter((p) => price(p) >= Math.ceil(lo)).length)
  })

  it('non-numeric, negative or decimal bounds are ignored, never an error', async () => {
    for (const q of ['minPrice=abc', 'maxPrice=-5', 'minPrice=1.5', 'maxPrice=', 'minPrice=1e9']) {
      const res = await list(q)
      expect(res.status, q).toBe(200)
      expect(res.count, q).toBe(all.length)
    }
  })
})

describe('a plain store', () => {
  it('ignores every extension parameter', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      const res = await list('search=hdmi&sort=price_asc&minPrice=100000')
      expect(res.count).toBe(all.length)
      expect(res.ids).toEqual(all.map((p) => p.id))
    } finally {
      await t.call('POST', '/__profile', { body: { plain: false } })
    }
  })
})

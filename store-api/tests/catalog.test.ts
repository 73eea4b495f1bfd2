// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, API_ORIGIN, createTestApp, type Json, type TestApp } from './test-app'

let t: TestApp
let all: Json[]
// PGlite needs a few seconds to start, longer on a busy machine.
beforeAll(async () => {
  t = await createTestApp()
  all = (await t.call('GET', '/products?limit=100')).body.data
}, 60_000)
afterAll(() => t.close())

const attr = (p: Json, key: string): string[] =>
  p.attributes.find((a: Json) => a.key.toLowerCase() === key)?.value ?? []

describe('GET /products', () => {
  it('returns the first 12 newest products and the total count by default', async () => {
    const res = await t.call('GET', '/products')
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(12)
    expect(res.body.count).toBeGreaterThanOrEqual(80)
    const dates = res.body.data.map((p: Json) => p.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('holds 80+ products across at least 6 categories, in the server shape', () => {
    expect(all.length).toBeGreaterThanOrEqual(80)
    expect(new Set(all.map((p) => p.category)).size).toBeGreaterThanOrEqual(6)
    const cable = all.find((p) => p.id === 'p-hdmi-cable-2m')
    expect(cable).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      imgUrl: `${API_ORIGIN}/images/p-hdmi-cable-2m.jpg`,
      category: 'TV & Video Accessories',
      parentCategory: 'HDMI Cables',
      regularPrice: 899,
      discountedPrice: 649,
      images: [
        { url: `${API_ORIGIN}/images/p-hdmi-cable-2m.jpg` },
        { url: `${API_ORIGIN}/images/p-hdmi-cable-2m--2.jpg` },
      ],
    })
    expect(cable.attributes).toContainEqual({ id: expect.any(String), key: 'length', value: ['2'], metricUnit: 'm' })
  })

  it('has the catalogue features the app relies on', () => {
    expect(all.filter((p) => p.category === 'TV & Video Accessories').length).toBeGreaterThanOrEqual(25)
    expect(all.some((p) => p.discountedPrice === null)).toBe(true)
    expect(all.some((p) => attr(p, 'size').length === 1 && attr(p, 'size')[0] === 'One Size')).toBe(true)
    expect(all.some((p) => p.attributes.some((a: Json) => a.key === 'support_phone'))).toBe(true)
    expect(all.every((p) => /^[a-z0-9-]+$/.test(p.id))).toBe(true)
  })

  it('pages with page and limit', async () => {
    const page2 = await t.call('GET', '/products?page=2&limit=10')
    expect(page2.body.data.map((p: Json) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id))
    const beyond = await t.call('GET', '/products?page=99&limit=50')
    expect(beyond.body).toEqual({ data: [], count: all.length })
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=101', 'limit=2.5', 'featured=maybe', 'gender=robot'])(
    'answers 400 to %s',
    async (query) => {
      const res = await t.call('GET', `/products?${query}`)
      expect(res.status).toBe(400)
      expect(res.body.error).toBeTypeOf('string')
    },
  )

  it('filters by category, case-insensitively', async () => {
    const res = await t.call('GET', '/products?category=tv%20%26%20video%20accessories&limit=100')
    expect(res.body.count).toBeGreaterThanOrEqual(25)
    expect(res.body.data.every((p: Json) => p.category === 'TV & Video Accessories')).toBe(true)
    const subs = new Set(res.body.data.map((p: Json) => p.parentCategory))
    expect(subs).toEqual(
      new Set(['TV Mounts', 'HDMI Cables', 'TV Remote Controls', 'Streaming Devices', 'Entertainment Units']),
    )
  })

  it('filters by parentCategory', async () => {
    const res = await t.call('GET', '/products?parentCategory=hdmi%20cables&limit=100')
    expect(res.body.count).toBeGreaterThan(3)
    expect(res.body.data.every((p: Json) => p.parentCategory === 'HDMI Cables')).toBe(true)
  })

  it('filters by gender and then ignores the category', async () => {
    for (const gender of ['Men', 'Women']) {
      const res = await t.call('GET', `/products?category=${gender.toLowerCase()}&gender=${gender}&limit=100`)
      expect(res.body.count).toBeGreaterThanOrEqual(4)
      expect(res.body.data.every((p: Json) => attr(p, 'gender').includes(gender))).toBe(true)
      expect(res.body.data.every((p: Json) => attr(p, 'size').length > 0)).toBe(true)
    }
  })

  it('filters by a comma list of categories, where null matches a missing parentCategory', async () => {
    const res = await t.call(
      'GET',
      `/products?category=accessories&filter=${encodeURIComponent('Accessories,Personal Care,Home,null,Unisex')}&limit=100`,
    )
    const ids = res.body.data.map((p: Json) => p.id)
    expect(ids).toEqual(
      expect.arrayContaining(['p-canvas-backpack-25l', 'p-cordless-beard-trimmer', 'p-smart-wifi-plug']),
    )
    for (const p of res.body.data) {
      expect(['Accessories', 'Personal Care', 'Home'].includes(p.category) || p.parentCategory === null).toBe(true)
    }
    const onlyNull = await t.call('GET', '/products?filter=null&limit=100')
    expect(onlyNull.body.data.every((p: Json) => p.parentCategory === null)).toBe(true)
    expect(onlyNull.body.count).toBeGreaterThan(0)
  })

  it('returns only featured products with featured=true, including 4+ TV ones', async () => {
    const res = await t.call('GET', '/products?featured=true&limit=100')
    expect(res.body.count).toBeGreaterThanOrEqual(8)
    expect(res.body.data.every((p: Json) => attr(p, 'featured').includes('true'))).toBe(true)
    const tv = await t.call('GET', '/products?featured=true&category=TV%20%26%20Video%20Accessories')
    expect(tv.body.count).toBeGreaterThanOrEqual(4)
  })

  it('builds image URLs from the request origin', async () => {
    const res = await t.app.request('http://127.0.0.1:9999/api/v1/products?limit=1')
    const [p] = ((await res.json()) as Json).data
    expect(p.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:9999\/images\/p-[a-z0-9-]+\.jpg$/)
  })
})

describe('GET /products/:id', () => {
  it('returns one product', async () => {
    const res = await t.call('GET', '/products/p-men-cotton-kurta')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: 'p-men-cotton-kurta',
      category: 'Men',
      regularPrice: 1299,
      discountedPrice: 999,
    })
  })

  it('answers 404 for an unknown id', async () => {
    const res = await t.call('GET', '/products/p-nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'Product not found' })
  })
})

describe('CORS', () => {
  it.each(['http://localhost:4173', 'http://127.0.0.1:5173', 'https://localhost'])(
    'reflects the local origin %s with credentials',
    async (origin) => {
      const res = await t.call('GET', '/storeInfo', { headers: { Origin: origin } })
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin)
      expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    },
  )

  it('does not allow other origins', async () => {
    const res = await t.call('GET', '/storeInfo', { headers: { Origin: 'https://evil.example' } })
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const tricky = await t.call('GET', '/storeInfo', { headers: { Origin: 'http://localhost.evil.example' } })
    expect(tricky.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('shows an allowed origin its clock and Retry-After (Access-Control-Expose-Headers)', async () => {
    const res = await t.call('GET', '/storeInfo', { headers: { Origin: 'http://localhost:4173' } })
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('Date,Retry-After')
  })

  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const res = await t.app.request(`${API}/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173')
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET,POST,PUT,OPTIONS,DELETE')
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toBe(
      'content-type,authorization,idempotency-key',
    )
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
  })
})

describe('GET /storeInfo', () => {
  it('returns the bare store record with absolute image URLs', async () => {
    const res = await t.call('GET', '/storeInfo')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      storeName: 'Digital Bazaar',
      companyName: 'Digital Bazaar Retail Pvt. Ltd.',
      companyAddress: expect.stringContaining('Bengaluru'),
      companyEmail: 'support@digitalbazaar.in',
      companyPhone: '+91 80 4567 8901',
      companyLogoUrl: `${API_ORIGIN}/images/logo.svg`,
      categories: [
        'TV & Video Accessories',
        'Mobile Accessories',
        'Laptop Accessories',
        'Audio',
        'Cables',
        'Men',
        'Women',
      ],
      socialLinks: {
        instagram: expect.stringMatching(/^https:/),
        facebook: expect.stringMatching(/^https:/),
        twitter: expect.stringMatching(/^https:/),
      },
      policies: { shipping: expect.stringContaining('Digital Bazaar') },
    })
    expect(res.body.categoryImages['Audio']).toBe(`${API_ORIGIN}/images/c-audio.jpg`)
  })
})

describe('images', () => {
  it.each([
    '/images/p-hdmi-cable-2m.svg',
    '/images/p-hdmi-cable-2m--2.svg',
    '/images/c-tv-video-accessories.svg',
    '/images/c-hdmi-cables.svg',
    '/images/logo.svg',
    '/api/v1/images/p-men-cotton-kurta.svg',
  ])('serves the drawn art %s as cacheable SVG', async (path) => {
    const res = await t.app.request(`${API_ORIGIN}${path}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/)
  })

  it('answers 404 for unknown images', async () => {
    for (const path of [
      '/images/p-nope.svg',
      '/images/p-nope.jpg',
      '/images/c-nope.jpg',
      '/images/c-nope.svg',
      '/images/logo.jpg',
      '/images/../db.svg',
      '/images/x.png',
    ]) {
      expect((await t.app.request(`${API_ORIGIN}${path}`)).status).toBe(404)
    }
  })
})

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.call('GET', '/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'Not found' })
    expect((await t.call('DELETE', '/products')).status).toBe(404)
  })

  it('rejects oversized bodies with 413', async () => {
    const res = await t.call('POST', '/users/authorize', {
      body: JSON.stringify({ email: 'a', password: 'x'.repeat(1_100_000) }),
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: 'Request body is too large' })
  })

  it('hides internal errors behind a generic 500', async () => {
    const { db } = t
    await db.exec('alter table products rename to products_gone')
    const errors: unknown[] = []
    const original = console.error
    console.error = (e: unknown) => errors.push(e)
    try {
      const res = await t.call('GET', '/products')
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ error: 'Internal Server Error' })
      expect(res.text).not.toMatch(/products_gone|at .*\.ts/)
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
      await db.exec('alter table products_gone rename to products')
    }
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { Product } from '@/features/catalog/api/to-product'
import { productKeys } from '@/features/catalog/api/products'
import { storeInfoKeys, type StoreInfo } from '@/features/store-info/api/store-info'
import { fixedI18n } from '@/i18n/i18n'
import { applySeo, canonicalUrl, jsonLdScript, productJsonLd } from './seo'
import { pageSeo } from './page-seo'

const PRODUCT: Product = {
  id: 'p-1',
  name: 'HDMI </script><script>alert(1)</script> Cable',
  description: 'A cable & more',
  price: 999,
  originalPrice: 1299,
  image: '/images/p-1.svg',
  images: ['/images/p-1.svg'],
  category: 'TV & Audio',
  parentCategory: 'Cables',
  featured: false,
  attributes: [],
  rating: { average: 4.26, count: 1284 },
}
const STORE = {
  storeName: 'Digital Bazaar',
  companyName: 'Digital Bazaar Pvt. Ltd.',
  description: 'Tech accessories',
  categories: ['TV & Audio'],
  socialLinks: { x: 'https://x.com/db', bad: 'javascript:alert(1)' },
  companyLogoUrl: '/logo.png',
  companyEmail: 'a@b.in',
  companyPhone: '',
  companyAddress: '',
  categoryImages: {},
  policies: {},
  capabilities: ['reviews'],
} satisfies StoreInfo

const parseLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" data-seo[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

describe('canonicalUrl', () => {
  it('drops tracking parameters and the fragment, keeps the rest', () => {
    expect(
      canonicalUrl('https://s.in/products?utm_source=wa&category=tv&gclid=1&fbclid=2&UTM_Medium=x&page=2#top'),
    ).toBe('https://s.in/products?category=tv&page=2')
    expect(canonicalUrl('https://s.in/product/p-1?utm_campaign=diwali')).toBe('https://s.in/product/p-1')
  })
})

describe('JSON-LD', () => {
  it('escapes < so no text can close the script, and parses back to the same data', () => {
    const script = jsonLdScript({ name: PRODUCT.name, note: 'a\u2028b & c' })
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<script(?! type)/i)
    expect(script.match(/</g)).toHaveLength(2)
    expect(parseLd(script)[0]).toEqual({ name: PRODUCT.name, note: 'a\u2028b & c' })
  })

  it('describes a product with its INR offer at the effective price, and its rating only when rated', () => {
    const ld = productJsonLd(PRODUCT, 'https://s.in/product/p-1', true) as Record<string, never>
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: PRODUCT.name,
      sku: 'p-1',
      image: ['https://s.in/images/p-1.svg'],
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '999.00', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 1284 },
    })
    expect(productJsonLd(PRODUCT, 'https://s.in/product/p-1', false)).not.toHaveProperty('aggregateRating')
  })
})

describe('pageSeo and applySeo', () => {
  const TEMPLATE =
    '<html><head><title>Online Store</title><meta name="description" content="Default" /></head><body></body></html>'
  const t = (id: string, values?: Record<string, string | number>) => fixedI18n()._(id, values)
  const client = (store = true) => {
    const q = new QueryClient()
    q.setQueryData(productKeys.detail('p-1'), PRODUCT)
    if (store) q.setQueryData(storeInfoKeys.all, STORE)
    return q
  }

  it('gives a product page its title, description, canonical, Open Graph, Twitter, Product and BreadcrumbList', () => {
    const seo = pageSeo(
      [
        { routeId: '__root__', params: {} },
        { routeId: '/_main/product/$id', params: { id: 'p-1' } },
      ],
      client(),
      'https://s.in/product/p-1?utm_source=whatsapp',
      t,
    )!
    const html = applySeo(TEMPLATE, seo.head, seo.siteName)
    expect(html).toContain('<link rel="canonical" href="https://s.in/product/p-1" />')
    expect(html).toContain('<meta name="description" content="A cable &amp; more" />')
    expect(html).not.toContain('Default')
    expect(html).toContain('<meta property="og:type" content="product" />')
    expect(html).toContain('<meta property="product:price:amount" content="999.00" />')
    expect(html).toContain('<meta property="product:price:currency" content="INR" />')
    expect(html).toContain('<meta property="og:image" content="https://s.in/images/p-1.svg" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toContain('<title>HDMI &lt;/script&gt;')
    const [product, crumbs] = parseLd(html)
    expect(product).toMatchObject({ '@type': 'Product', aggregateRating: { reviewCount: 1284 } })
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://s.in/' },
        { position: 2, name: 'TV & Audio', item: 'https://s.in/products?category=tv+%26+audio' },
        { position: 3, name: 'Cables' },
        { position: 4, item: 'https://s.in/product/p-1' },
      ],
    })
  })

  it('leaves the rating out for a store without reviews, and the page out when the product is unknown', () => {
    const noReviews = client()
    noReviews.setQueryData(storeInfoKeys.all, { ...STORE, capabilities: [] })
    const seo = pageSeo(
      [{ routeId: '/_main/product/$id', params: { id: 'p-1' } }],
      noReviews,
      'https://s.in/product/p-1',
      t,
    )!
    expect(parseLd(applySeo(TEMPLATE, seo.head, ''))[0]).not.toHaveProperty('aggregateRating')
    expect(pageSeo([{ routeId: '/_main/product/$id', params: { id: 'nope' } }], noReviews, 'https://s.in/x', t)).toBe(
      undefined,
    )
  })

  it('gives home the Organization and a listing its BreadcrumbList', () => {
    const home = pageSeo([{ routeId: '/_main/', params: {} }], client(), 'https://s.in/?utm_source=x', t)!
    const homeHtml = applySeo(TEMPLATE, home.head, home.siteName)
    expect(homeHtml).toContain('<link rel="canonical" href="https://s.in/" />')
    expect(parseLd(homeHtml)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Digital Bazaar',
      url: 'https://s.in/',
      legalName: 'Digital Bazaar Pvt. Ltd.',
      logo: 'https://s.in/logo.png',
      email: 'a@b.in',
      sameAs: ['https://x.com/db'],
    })
    const list = pageSeo(
      [{ routeId: '/_main/products', params: {}, search: { category: 'tv & audio' } }],
      client(),
      'https://s.in/products?category=tv+%26+audio',
      t,
    )!
    expect(parseLd(applySeo(TEMPLATE, list.head, '')).map((l) => l['@type'])).toEqual(['BreadcrumbList'])
  })
})

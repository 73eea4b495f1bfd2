import type { Product } from '@/features/catalog/api/to-product'
import type { StoreInfo } from '@/features/store-info/api/store-info'
import { safeUrl } from '@/lib/safe-url'

/* What a rendered page tells search engines and link previews: canonical link, description, Open Graph, Twitter, JSON-LD. */

/** Query parameters that only say where a visit came from: never part of a canonical address. */
const TRACKING =
  /^(utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|srsltid|ref|__WB_REVISION__)$/i

/** `url` without tracking parameters and fragment (`?utm_source=x&category=tv#a` → `?category=tv`). */
export function canonicalUrl(url: string | URL): string {
  const u = new URL(url)
  for (const key of [...u.searchParams.keys()]) if (TRACKING.test(key)) u.searchParams.delete(key)
  u.hash = ''
  return u.href
}

/** A JSON-LD script; `<`, `>`, `&` and line separators escaped, so no text can end the script. */
export function jsonLdScript(data: object, nonce?: string): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/ld+json" data-seo${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''}>${json}</script>`
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const clip = (s: string, max: number) => {
  const chars = Array.from(s.replace(/\s+/g, ' ').trim())
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')
}

/** An absolute http(s) image address, or undefined. */
const absolute = (src: string, origin: string): string | undefined => {
  if (!src) return undefined
  try {
    return safeUrl(new URL(src, origin).href) ?? undefined
  } catch {
    return undefined
  }
}

/** schema.org `Product` with its `Offer` (INR, the price the shopper pays) and `aggregateRating` when rated. */
export function productJsonLd(product: Product, pageUrl: string, rated: boolean): object {
  const origin = new URL(pageUrl).origin
  const images = product.images.map((i) => absolute(i, origin)).filter((i): i is string => !!i)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: clip(product.description, 5000) } : {}),
    ...(images.length ? { image: images } : {}),
    sku: product.id,
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: product.price.toFixed(2),
      availability: 'https://schema.org/InStock',
    },
    ...(rated && product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rating.average * 10) / 10,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** schema.org `BreadcrumbList` of `[name, absolute url]` steps. */
export function breadcrumbJsonLd(steps: [string, string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  }
}

/** schema.org `Organization` from store info. */
export function organizationJsonLd(store: StoreInfo, origin: string): object {
  const logo = absolute(store.companyLogoUrl, origin)
  const sameAs = Object.values(store.socialLinks)
    .map((u) => safeUrl(u))
    .filter((u): u is string => !!u)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.storeName || store.companyName,
    url: `${origin}/`,
    ...(store.companyName ? { legalName: store.companyName } : {}),
    ...(logo ? { logo } : {}),
    ...(store.companyEmail ? { email: store.companyEmail } : {}),
    ...(store.companyPhone ? { telephone: store.companyPhone } : {}),
    ...(store.companyAddress ? { address: store.companyAddress } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** The head of one page: its title and description, and the tags added before `</head>`. */
export interface SeoHead {
  title?: string
  description?: string
  canonical: string
  image?: string
  /** Open Graph type: 'website', or 'product' with its price. */
  product?: { price: number }
  jsonLd: object[]
}

/** The tags of `head` (canonical, description, Open Graph, Twitter, JSON-LD), attributes escaped. */
export function seoTags(head: SeoHead, siteName: string, nonce?: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeAttr(value)}" />` : ''
  return [
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    head.product ? meta('property', 'product:price:amount', head.product.price.toFixed(2)) : '',
    head.product ? meta('property', 'product:price:currency', 'INR') : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => jsonLdScript(data, nonce)),
  ]
    .filter(Boolean)
    .join('')
}

/** `template` with the page's title and description, and the other tags before `</head>`. */
export function applySeo(template: string, head: SeoHead | undefined, siteName: string, nonce?: string): string {
  if (!head) return template
  let html = template
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeAttr(head.title)}</title>`)
  if (head.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/i,
      `<meta name="description" content="${escapeAttr(head.description)}" />`,
    )
  return html.replace('</head>', `${seoTags(head, siteName, nonce)}</head>`)
}

export { clip as clipText, absolute as absoluteUrl }

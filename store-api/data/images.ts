import type { ImageStyle } from '../lib/store-images'

/** Image file names of a product as stored: the main picture and an alternate view (drawn art). */
export function productImageNames(productId: string): string[] {
  return [`${productId}.svg`, `${productId}--2.svg`]
}

/** What an image file name refers to; `photo` for the `.jpg` of a product's or category's art. */
export type ImageRef = (
  { kind: 'product'; id: string; variant: number } | { kind: 'category'; slug: string } | { kind: 'logo' }
) & { photo: boolean }

/** Parses `p-x.svg`, `p-x--2.svg`, `c-slug.svg` (each also `.jpg`) or `logo.svg`; anything else is null. */
export function parseImageName(file: string): ImageRef | null {
  if (file === 'logo.svg') return { kind: 'logo', photo: false }
  const category = /^c-([a-z0-9-]{1,80})\.(svg|jpg)$/.exec(file)
  if (category?.[1]) return { kind: 'category', slug: category[1], photo: category[2] === 'jpg' }
  const product = /^([a-z0-9-]{1,120}?)(?:--(\d))?\.(svg|jpg)$/.exec(file)
  if (product?.[1])
    return { kind: 'product', id: product[1], variant: Number(product[2] ?? 1), photo: product[3] === 'jpg' }
  return null
}

/** Where a request's image URLs point: the API's origin and the catalogue it sends. */
export interface ImageLinks {
  origin: string
  style: ImageStyle
}

/**
 * Absolute URL of a stored image path ('/images/x.svg'); other URLs pass through untouched. With
 * style 'photos', a product's or category's drawn art ('.svg') is sent as its photo ('.jpg').
 */
export function absoluteImageUrl(links: ImageLinks, pathOrUrl: string): string {
  if (!pathOrUrl.startsWith('/')) return pathOrUrl
  const art = /^\/images\/([^/]+\.svg)$/.exec(pathOrUrl)?.[1]
  const ref = art ? parseImageName(art) : null
  const photo = links.style === 'photos' && ref !== null && ref.kind !== 'logo'
  return `${links.origin}${photo ? pathOrUrl.replace(/\.svg$/, '.jpg') : pathOrUrl}`
}

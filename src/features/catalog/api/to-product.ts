import type { ServerAttribute, ServerProduct } from './product-schema'

/** An attribute as the UI shows it. */
export interface ProductAttribute {
  key: string
  values: string[]
  metricUnit?: string
}

/** A product as the front end uses it. Prices in ₹. */
export interface Product {
  id: string
  name: string
  description: string
  price: number
  originalPrice?: number
  image: string
  images: string[]
  category: string
  parentCategory: string | null
  sizes?: string[]
  colors?: string[]
  featured: boolean
  attributes: ProductAttribute[]
}

const SIZE_KEYS = new Set(['size', 'sizes'])
const COLOR_KEYS = new Set(['color', 'colour', 'colors', 'colours'])

function valuesFor(attributes: ServerAttribute[], keys: Set<string>): string[] | undefined {
  const values = attributes
    .filter((a) => keys.has(a.key.trim().toLowerCase()))
    .flatMap((a) => a.value)
    .map((s) => s.trim())
    .filter(Boolean)
  return values.length ? [...new Set(values)] : undefined
}

/**
 * Maps a server product to the front end's shape:
 * name = title; price = discountedPrice ?? regularPrice ?? 0; originalPrice = regularPrice only
 * when a discounted price exists; image = imgUrl ?? first image url ?? ''; attribute keys are
 * matched case-insensitively for sizes, colours and featured ("true" among its values).
 */
export function toProduct(p: ServerProduct): Product {
  const attributes = p.attributes
  const images = p.images
  const image = p.imgUrl || images[0] || ''
  const featured = attributes.some(
    (a) => a.key.trim().toLowerCase() === 'featured' && a.value.some((x) => x.trim().toLowerCase() === 'true'),
  )
  return {
    id: p.id,
    name: p.title,
    description: p.description,
    price: p.discountedPrice ?? p.regularPrice ?? 0,
    originalPrice: p.discountedPrice !== undefined ? p.regularPrice : undefined,
    image,
    images: [...new Set([image, ...images].filter(Boolean))],
    category: p.category,
    parentCategory: p.parentCategory,
    sizes: valuesFor(attributes, SIZE_KEYS),
    colors: valuesFor(attributes, COLOR_KEYS),
    featured,
    attributes: attributes.map((a) => ({
      key: a.key,
      values: a.value,
      ...(a.metricUnit ? { metricUnit: a.metricUnit } : {}),
    })),
  }
}

/** The Sale badge rule: originalPrice exists and price is below it. */
export const isOnSale = (p: Pick<Product, 'price' | 'originalPrice'>): boolean =>
  p.originalPrice !== undefined && p.price < p.originalPrice

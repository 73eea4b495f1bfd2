import * as v from 'valibot'
import type { ServerAttribute, ServerProduct } from './product-schema'

const text = v.string()
const amount = v.pipe(v.number(), v.finite(), v.minValue(0))

/** An attribute as the UI shows it: its key, its values, and an optional unit ('cm', 'W'). */
export const ProductAttributeSchema = v.object({ key: text, values: v.array(text), metricUnit: v.optional(text) })
export type ProductAttribute = v.InferOutput<typeof ProductAttributeSchema>

/** Prices in ₹ (`originalPrice`: the struck-out price of a discounted product); `sizes`/`colors` only when there is a choice. */
export const ProductSchema = v.object({
  id: v.pipe(text, v.minLength(1)),
  name: text,
  description: text,
  price: amount,
  originalPrice: v.optional(amount),
  image: text,
  images: v.array(text),
  category: text,
  parentCategory: v.nullable(text),
  sizes: v.optional(v.array(text)),
  colors: v.optional(v.array(text)),
  featured: v.boolean(),
  attributes: v.array(ProductAttributeSchema),
  /** The reviews extension's `{average, count}`, when the store sent a valid one. */
  rating: v.optional(v.object({ average: amount, count: amount })),
})
export type Product = v.InferOutput<typeof ProductSchema>

/** One page of products and the total count across pages. */
export const ProductPageSchema = v.object({ products: v.array(ProductSchema), total: amount })

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

/** price = discounted ?? regular ?? 0, with regular as originalPrice only under a discount; attribute keys in any case. */
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
    ...(p.rating ? { rating: p.rating } : {}),
  }
}

/** The Sale badge rule: originalPrice exists and price is below it. */
export const isOnSale = (p: Pick<Product, 'price' | 'originalPrice'>): boolean =>
  p.originalPrice !== undefined && p.price < p.originalPrice

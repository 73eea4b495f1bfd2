import type { ProductDef, SeedAttribute } from './types'

/** Builds one attribute; a list gives several values (e.g. sizes or compatible devices). */
export function attr(key: string, value: string | string[], metricUnit?: string): SeedAttribute {
  const values = Array.isArray(value) ? value : [value]
  return metricUnit ? { key, value: values, metricUnit } : { key, value: values }
}

/** The `featured` flag the home page and `?featured=true` look for. */
export const featured = (): SeedAttribute => attr('featured', 'true')

interface ProductInput {
  id: string
  title: string
  description: string
  parentCategory?: string | null
  /** Regular price, or [regular, discounted] in rupees. */
  price: number | [number, number]
  attributes: SeedAttribute[]
}

/** Short-hand for catalogue entries so the seed files read like a price list. */
export function product(input: ProductInput): ProductDef {
  const [regularPrice, discountedPrice] = Array.isArray(input.price) ? input.price : [input.price, null]
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    parentCategory: input.parentCategory ?? null,
    regularPrice,
    discountedPrice,
    attributes: input.attributes,
  }
}

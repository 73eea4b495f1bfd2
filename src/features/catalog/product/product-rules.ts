import { t as translate, type Translate } from '@/i18n/i18n'
import type { Product, ProductAttribute } from '../api/to-product'

/**
 * The size heading of the product page: 'Shoe Size' when the category (or parent category)
 * contains footwear or shoes, or the description contains shoe; 'Size' when the only size is
 * 'One Size'; otherwise 'Clothing Size'.
 */
export function sizeHeading(
  p: Pick<Product, 'category' | 'parentCategory' | 'description' | 'sizes'>,
  t: Translate = translate,
): string {
  const category = `${p.category} ${p.parentCategory ?? ''}`.toLowerCase()
  if (category.includes('footwear') || category.includes('shoes') || p.description.toLowerCase().includes('shoe'))
    return t('product.shoeSize')
  if (p.sizes?.length === 1 && p.sizes[0]?.trim().toLowerCase() === 'one size') return t('product.size')
  return t('product.clothingSize')
}

/** One row of the specifications list: label (underscores as spaces) and the value text with its unit. */
export interface SpecRow {
  label: string
  value: string
}

/** At most this many specification rows. */
export const MAX_SPECS = 10

/**
 * The specifications list: attributes whose key contains 'phone' are hidden (they can
 * carry a seller's number), underscores in keys show as spaces, metricUnit follows the value, at most 10.
 */
export function specifications(attributes: ProductAttribute[]): SpecRow[] {
  return attributes
    .filter((a) => a.key.trim() !== '' && !a.key.toLowerCase().includes('phone'))
    .slice(0, MAX_SPECS)
    .map((a) => {
      const value = a.values.join(', ')
      return {
        label: a.key.replace(/_/g, ' ').trim(),
        value: a.metricUnit && value ? `${value} ${a.metricUnit}` : value || '—',
      }
    })
}

/** The product ID badge text: the first 8 characters of the id. */
export const productIdBadge = (id: string): string => id.slice(0, 8)

/** A shopper's choice for one cart line. */
export interface Selection {
  size?: string
  color?: string
}

/**
 * Preselection: a size or colour is preselected only when the product has exactly
 * one option (so a 'One Size' product starts with it chosen).
 */
export function initialSelection(p: Pick<Product, 'sizes' | 'colors'>): Selection {
  return {
    ...(p.sizes?.length === 1 ? { size: p.sizes[0] } : {}),
    ...(p.colors?.length === 1 ? { color: p.colors[0] } : {}),
  }
}

/** True when the shopper must pick a size before adding (more than one size on offer); colour is optional. */
export const needsSizeChoice = (p: Pick<Product, 'sizes'>): boolean => (p.sizes?.length ?? 0) > 1

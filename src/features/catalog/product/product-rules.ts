import { t as translate, type Translate } from '@/i18n/i18n'
import type { Product, ProductAttribute } from '../api/to-product'

/** 'Shoe Size' for footwear (by category or description), 'Size' for only 'One Size', else 'Clothing Size'. */
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

export const MAX_SPECS = 10

/** Keys containing 'phone' are hidden (they can carry a seller's number); at most MAX_SPECS rows. */
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

export interface Selection {
  size?: string
  color?: string
}

/** A size or colour is preselected only when it is the only option. */
export function initialSelection(p: Pick<Product, 'sizes' | 'colors'>): Selection {
  return {
    ...(p.sizes?.length === 1 ? { size: p.sizes[0] } : {}),
    ...(p.colors?.length === 1 ? { color: p.colors[0] } : {}),
  }
}

/** True when the shopper must pick a size before adding (more than one size on offer); colour is optional. */
export const needsSizeChoice = (p: Pick<Product, 'sizes'>): boolean => (p.sizes?.length ?? 0) > 1

import { t as translate, type MessageId, type Translate } from '@/i18n/i18n'
import { formatPrice } from '@/i18n/format'
import { MAX_PRICE, type ProductSort } from './listing-search'

/** The sort select's options, in order; relevance is offered only for a search. */
export const SORT_LABELS: Record<ProductSort, MessageId> = {
  relevance: 'listing.sort.relevance',
  price_asc: 'listing.sort.priceAsc',
  price_desc: 'listing.sort.priceDesc',
  newest: 'listing.sort.newest',
  discount: 'listing.sort.discount',
}

/** A price range in whole ₹, both ends inclusive; an absent end is open. */
export interface PriceRange {
  min?: number
  max?: number
}

export const PRICE_PRESETS: readonly PriceRange[] = [
  { max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000 },
]

/** A price range as the shopper reads it: 'Under ₹500', '₹500 – ₹999', '₹5,000 and above'. */
export function priceRangeLabel(range: PriceRange, t: Translate = translate): string {
  if (range.min === undefined) return t('listing.priceUnder', { price: formatPrice((range.max ?? 0) + 1) })
  if (range.max === undefined) return t('listing.priceAbove', { price: formatPrice(range.min) })
  return t('listing.priceBetween', { min: formatPrice(range.min), max: formatPrice(range.max) })
}

export const PRICE_INPUT_ERROR: MessageId = 'listing.priceInputError'

/** '' → no bound; '1,500' or '₹1500' → 1500; null when not whole rupees from 0 to MAX_PRICE. */
export function readPriceInput(text: string): number | undefined | null {
  const plain = text.replace(/[₹,\s]/g, '')
  if (plain === '') return undefined
  if (!/^\d{1,8}$/.test(plain)) return null
  const n = Number(plain)
  return n <= MAX_PRICE ? n : null
}

/** A range with its ends in order (a minimum above the maximum is swapped). */
export const orderedRange = ({ min, max }: PriceRange): PriceRange =>
  min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max }

export const presetIndex = (range: PriceRange): number =>
  PRICE_PRESETS.findIndex((p) => p.min === range.min && p.max === range.max)

import { t as translate, type Translate } from '@/i18n/i18n'
import { formatPrice } from '@/i18n/format'
import { listingRefinements } from './listing-extensions'
import type { ListingSearch } from './listing-query'
import { SORT_LABELS } from './price-range'

export interface RefineChip {
  key: 'sort' | 'parentCategory' | 'minPrice' | 'maxPrice'
  /** What the chip shows: 'Price: low to high', 'TV Mounts', 'Min ₹500'. */
  label: string
  /** The remove button's accessible name: 'Remove sort: Newest', 'Remove filter: Min ₹500'. */
  removeLabel: string
  /** The search params that remove it (page goes back to 1 where it is applied, as for the controls). */
  removal: Partial<ListingSearch>
}

/** In the controls' order, only what applies for this store; removing one price bound keeps the other. */
export function refineChips(
  search: ListingSearch,
  capabilities: readonly string[] | undefined,
  t: Translate = translate,
): RefineChip[] {
  const { sort, minPrice, maxPrice } = listingRefinements(search, capabilities)
  const chips: RefineChip[] = []
  const filter = (key: RefineChip['key'], label: string, removal: Partial<ListingSearch>) =>
    chips.push({ key, label, removeLabel: t('listing.removeFilter', { name: label }), removal })

  if (sort) {
    const label = t(SORT_LABELS[sort])
    chips.push({
      key: 'sort',
      label,
      removeLabel: t('listing.removeSort', { name: label }),
      removal: { sort: undefined },
    })
  }
  const parent = search.parentCategory?.trim()
  if (search.category && parent) filter('parentCategory', parent, { parentCategory: undefined })
  if (minPrice !== undefined) {
    filter('minPrice', t('listing.chipMin', { price: formatPrice(minPrice) }), { minPrice: undefined, maxPrice })
  }
  if (maxPrice !== undefined) {
    filter('maxPrice', t('listing.chipMax', { price: formatPrice(maxPrice) }), { minPrice, maxPrice: undefined })
  }
  return chips
}

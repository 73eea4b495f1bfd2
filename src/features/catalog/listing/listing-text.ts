import { t as translate, type MessageId, type Translate } from '@/i18n/i18n'

/** "tv & video accessories" → "Tv & Video Accessories": every word's first letter upper-cased. */
export function capitalise(text: string): string {
  return text.trim().replace(/(^|[\s/&(-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}

/** Listed by the store (any case) or `hasProducts`; otherwise URL text is never shown as the store's heading. */
export function isKnownCategory(category: string, knownNames: readonly string[], hasProducts: boolean): boolean {
  const lower = category.trim().toLowerCase()
  return hasProducts || knownNames.some((n) => n.trim().toLowerCase() === lower)
}

/** 'men'/'women' have their own headings; else a known category's name (the store's spelling) or 'All Products'. */
export function listingHeading(
  category: string,
  parentCategory = '',
  knownNames: readonly string[] = [],
  hasProducts = false,
  t: Translate = translate,
): string {
  const lower = category.trim().toLowerCase()
  if (lower === 'men') return t('listing.menEthnic')
  if (lower === 'women') return t('listing.womenEthnic')
  if (lower) {
    if (!isKnownCategory(category, knownNames, hasProducts)) return t('listing.allProducts')
    return knownNames.find((n) => n.trim().toLowerCase() === lower) ?? capitalise(category)
  }
  return parentCategory.trim() && hasProducts ? capitalise(parentCategory) : t('listing.allProducts')
}

/** The collection title: "{Parent category}'s Collection" for a chosen sub-category, else 'All Products'. */
export function collectionTitle(parentCategory: string, t: Translate = translate): string {
  const name = parentCategory.trim()
  return name ? t('listing.collection', { name }) : t('listing.allProducts')
}

const INTROS: Record<string, MessageId> = {
  men: 'listing.intro.men',
  women: 'listing.intro.women',
  accessories: 'listing.intro.accessories',
  'tv & video accessories': 'listing.intro.tv',
  'mobile accessories': 'listing.intro.mobile',
  'laptop accessories': 'listing.intro.laptop',
  audio: 'listing.intro.audio',
  cables: 'listing.intro.cables',
}

/** The intro text under the heading, with a generic line for other categories. */
export function categoryIntro(category: string, heading: string, t: Translate = translate): string {
  const intro = INTROS[category.trim().toLowerCase()]
  return intro ? t(intro) : t('listing.intro.other', { name: heading })
}

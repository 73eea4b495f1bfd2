/** "tv & video accessories" → "Tv & Video Accessories": every word's first letter upper-cased. */
export function capitalise(text: string): string {
  return text.trim().replace(/(^|[\s/&(-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}

/**
 * Whether the store knows `category`: it lists it among its categories (any case), or its listing
 * for it holds products (`hasProducts`). Only a known category is named on the page, so text typed
 * into the URL is never shown as the store's heading.
 */
export function isKnownCategory(category: string, knownNames: readonly string[], hasProducts: boolean): boolean {
  const lower = category.trim().toLowerCase()
  return hasProducts || knownNames.some((n) => n.trim().toLowerCase() === lower)
}

/**
 * The listing's h1: 'men' → "Men's Ethnic Wear", 'women' → "Women's Ethnic Wear", otherwise a
 * known category's display name (isKnownCategory: the store's own spelling when `knownNames` has
 * it, else the capitalised category) and 'All Products' for an unknown one; with no category, the
 * parent category when the listing holds products, else 'All Products'.
 */
export function listingHeading(
  category: string,
  parentCategory = '',
  knownNames: readonly string[] = [],
  hasProducts = false,
): string {
  const lower = category.trim().toLowerCase()
  if (lower === 'men') return "Men's Ethnic Wear"
  if (lower === 'women') return "Women's Ethnic Wear"
  if (lower) {
    if (!isKnownCategory(category, knownNames, hasProducts)) return 'All Products'
    return knownNames.find((n) => n.trim().toLowerCase() === lower) ?? capitalise(category)
  }
  return parentCategory.trim() && hasProducts ? capitalise(parentCategory) : 'All Products'
}

/** The collection title: "{Parent category}'s Collection" for a chosen sub-category, else 'All Products'. */
export function collectionTitle(parentCategory: string): string {
  const name = parentCategory.trim()
  return name ? `${name}'s Collection` : 'All Products'
}

const INTROS: Record<string, string> = {
  men: 'Handloom kurtas, festive sets and sherwanis, tailored for every celebration.',
  women: 'Sarees, anarkalis and lehengas woven and embroidered by artisans across India.',
  accessories: 'Everyday essentials and personal care picks that complete your setup.',
  'tv & video accessories': 'Mounts, cables, remotes and streaming devices to get the most from your TV.',
  'mobile accessories': 'Chargers, cases, power banks and more to keep your phone going.',
  'laptop accessories': 'Stands, hubs, bags and peripherals for work and play on the go.',
  audio: 'Earbuds, headphones and speakers for every kind of listening.',
  cables: 'Durable charging and data cables in every length and connector.',
}

/** The intro text under the heading, with a generic line for other categories. */
export function categoryIntro(category: string, heading: string): string {
  return (
    INTROS[category.trim().toLowerCase()] ??
    `Explore our range of ${heading} — quality picks at great prices, delivered across India.`
  )
}

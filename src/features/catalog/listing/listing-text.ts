/** "tv & video accessories" → "Tv & Video Accessories": every word's first letter upper-cased. */
export function capitalise(text: string): string {
  return text.trim().replace(/(^|[\s/&(-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}

/**
 * The listing's h1: 'men' → "Men's Ethnic Wear", 'women' →
 * "Women's Ethnic Wear", otherwise the category's display name (the store's own spelling when
 * `knownNames` has it, else the capitalised category); with no category, the parent category.
 */
export function listingHeading(category: string, parentCategory = '', knownNames: readonly string[] = []): string {
  const lower = category.trim().toLowerCase()
  if (lower === 'men') return "Men's Ethnic Wear"
  if (lower === 'women') return "Women's Ethnic Wear"
  if (lower) return knownNames.find((n) => n.toLowerCase() === lower) ?? capitalise(category)
  return parentCategory.trim() ? capitalise(parentCategory) : 'All Products'
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

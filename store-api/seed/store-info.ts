import type { StoreInfoRecord } from './types'

/** Categories in the order the header and home page show them. */
export const STORE_CATEGORIES = [
  'TV & Video Accessories',
  'Mobile Accessories',
  'Laptop Accessories',
  'Audio',
  'Cables',
  'Men',
  'Women',
]

/** Image path of a category tile; served as SVG art by the images route. */
export function categoryImagePath(name: string): string {
  return `/images/c-${slugify(name)}.svg`
}

/** Lower-case, dash-separated, URL-safe form of a name ('TV & Video' → 'tv-video'). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The store record. Relative image paths become absolute per request. Policies are
 * left to the app's default texts except shipping, to show that the store can override one.
 */
export function buildStoreInfo(): StoreInfoRecord {
  return {
    storeName: 'Digital Bazaar',
    companyName: 'Digital Bazaar Retail Pvt. Ltd.',
    companyAddress: '3rd Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560103',
    companyEmail: 'support@digitalbazaar.in',
    companyPhone: '+91 80 4567 8901',
    companyLogoUrl: '/images/logo.svg',
    description:
      'Digital Bazaar brings you TV, mobile, laptop and audio accessories from trusted brands, plus festive ethnic wear, delivered across India with free shipping.',
    categories: [...STORE_CATEGORIES],
    categoryImages: Object.fromEntries(STORE_CATEGORIES.map((name) => [name, categoryImagePath(name)])),
    socialLinks: {
      instagram: 'https://www.instagram.com/digitalbazaar.in',
      facebook: 'https://www.facebook.com/digitalbazaar.in',
      twitter: 'https://twitter.com/digitalbazaar_in',
    },
    policies: {
      shipping:
        '<h2>Shipping Policy</h2><p>Digital Bazaar Retail Pvt. Ltd. ships free to every serviceable PIN code in India.</p>' +
        '<ul><li>Orders are dispatched within 1–2 working days.</li><li>Normal delivery takes 0–7 working days.</li>' +
        '<li>Bulk orders take 10–15 business days.</li></ul>' +
        '<p>Questions? Write to <a href="mailto:support@digitalbazaar.in">support@digitalbazaar.in</a>.</p>',
    },
  }
}

import { XSS_IMG, XSS_SCRIPT } from './hostile'
import type { SeedProduct } from './types'

/** A seeded review (the `reviews` extension); seeded reviews belong to no account. */
export interface SeedReview {
  id: string
  productId: string
  author: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string | null
  body: string
  createdAt: string
  verifiedPurchase: boolean
  helpfulCount: number
}

const AUTHORS = ['Aarav M.', 'Ananya R.', 'Vikram S.', 'Meera K.', 'Rohan D.', 'Kavya P.', 'Arjun N.', 'Ishita G.']
const RATINGS = [5, 4, 5, 3, 4, 5, 2, 4, 5, 1] as const
const WORDS: Record<number, [string, string]> = {
  5: ['Excellent', 'Works exactly as described and arrived well packed. Would buy again.'],
  4: ['Good value', 'Does the job well for the price; the finish could be a little better.'],
  3: ['Okay', 'Average quality. It works, but I expected a bit more for the money.'],
  2: ['Not great', 'Stopped working properly after a few weeks of daily use.'],
  1: ['Disappointed', 'Did not match the description and the return took too long.'],
}
/** Products with this many reviews or more page through the list; this one has the most. */
export const MOST_REVIEWED_PRODUCT = 'p-hdmi-cable-2m'
const DAY = 86_400_000
const NEWEST = Date.UTC(2026, 10, 20, 12, 0)

/** Reviews for most products (every sixth has none), the same on every run; the most reviewed has 23. */
export function buildReviews(products: SeedProduct[]): SeedReview[] {
  return products.flatMap((p, i) => {
    if (i % 6 === 5) return []
    const count = p.id === MOST_REVIEWED_PRODUCT ? 23 : ((i * 7) % 9) + 1
    return Array.from({ length: count }, (_, j): SeedReview => {
      const rating = RATINGS[(i * 3 + j * 7) % RATINGS.length]!
      const [title, body] = WORDS[rating]!
      return {
        id: `r-${p.id}-${j + 1}`,
        productId: p.id,
        author: AUTHORS[(i + j) % AUTHORS.length]!,
        rating,
        title: j % 4 === 3 ? null : title,
        body,
        createdAt: new Date(NEWEST - (j * 3 + (i % 5)) * DAY - i * 60_000).toISOString(),
        verifiedPurchase: (i + j) % 3 !== 0,
        helpfulCount: (i + j * 5) % 17,
      }
    })
  })
}

/** The hostile variant's review: markup in every text field, newest on its product. */
export function hostileReview(productId: string): SeedReview {
  return {
    id: `r-${productId}-hostile`,
    productId,
    author: `${XSS_IMG}Hacker`,
    rating: 1,
    title: XSS_SCRIPT,
    body: `<b>bold?</b> ${XSS_IMG} ${XSS_SCRIPT}`,
    createdAt: new Date(NEWEST + DAY).toISOString(),
    verifiedPurchase: false,
    helpfulCount: 0,
  }
}

/** A product's rating (the `reviews` extension): the average stars, 1–5, and how many shoppers rated it. */
export interface ProductRating {
  average: number
  count: number
}

/** `{average, count}` from the store, or undefined: an average outside 1–5 or a count not a whole number ≥ 1 is ignored. */
export function toRating(x: unknown): ProductRating | undefined {
  if (!x || typeof x !== 'object') return undefined
  const { average, count } = x as { average?: unknown; count?: unknown }
  if (typeof average !== 'number' || !Number.isFinite(average) || average < 1 || average > 5) return undefined
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) return undefined
  return { average, count }
}

export { formatAverage, formatRatingCount } from '@/domain/review'

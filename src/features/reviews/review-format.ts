import { formatAverage, formatRatingCount } from '@/domain/review'

export { formatAverage }
export const formatCount = formatRatingCount

/** An average from a histogram, when it has any rating. */
export function averageOf(h: Record<1 | 2 | 3 | 4 | 5, number>): { average: number; count: number } | undefined {
  const count = h[1] + h[2] + h[3] + h[4] + h[5]
  return count ? { average: (h[1] + 2 * h[2] + 3 * h[3] + 4 * h[4] + 5 * h[5]) / count, count } : undefined
}

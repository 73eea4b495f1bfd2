import { lazy } from '@/lib/memo'

/** The review rules the app and the reference API share: 1–5 whole stars, a body of 10–2,000 characters, an optional title. */
export const REVIEW_BODY_MIN = 10
export const REVIEW_BODY_MAX = 2000
export const REVIEW_TITLE_MAX = 120
/** The orders of a review list (the `sort` parameter of `GET /products/{id}/reviews`). */
export const REVIEW_SORTS = ['recent', 'helpful', 'rating_desc', 'rating_asc'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** True for a whole number of stars from 1 to 5. */
export const isStarRating = (x: unknown): x is 1 | 2 | 3 | 4 | 5 =>
  typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 5

const grouping = lazy(() => new Intl.NumberFormat('en-IN'))

/** A count with Indian grouping in every language: 128400 → '1,28,400'. */
export const formatRatingCount = (count: number): string => grouping().format(count)

/** An average with one decimal: 4.25 → '4.3', 5 → '5.0'. */
export const formatAverage = (average: number): string => (Math.round(average * 10) / 10).toFixed(1)

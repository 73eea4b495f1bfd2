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

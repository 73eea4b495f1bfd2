import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { loose, toOptionalText, toText } from '@/lib/schema'
import { isStarRating, type ReviewSort } from '@/domain/review'

const wholeCount = (x: unknown): number | undefined =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : undefined

/** One review as the store sends it; a rating that is not 1–5 whole stars drops the review. Text is text, never HTML. */
export const ReviewSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200)),
  rating: v.custom<1 | 2 | 3 | 4 | 5>(isStarRating),
  title: loose((x) => toOptionalText(200)(x)?.trim() || undefined),
  body: loose(toText(5000)),
  author: loose(toText(100)),
  createdAt: loose(toOptionalText(64)),
  verifiedPurchase: loose((x) => x === true),
  helpfulCount: loose((x) => wholeCount(x) ?? 0),
})
export type Review = v.InferOutput<typeof ReviewSchema>

/** Count per star, '1' to '5'; undefined unless all five are whole numbers. */
export type Histogram = Record<1 | 2 | 3 | 4 | 5, number>

function toHistogram(x: unknown): Histogram | undefined {
  if (!x || typeof x !== 'object') return undefined
  const h = x as Record<string, unknown>
  const counts = ([1, 2, 3, 4, 5] as const).map((s) => wholeCount(h[String(s)]))
  if (counts.some((n) => n === undefined)) return undefined
  const [a, b, c, d, e] = counts as number[]
  return { 1: a!, 2: b!, 3: c!, 4: d!, 5: e! }
}

/** At most this many reviews are read from one answer. */
export const MAX_REVIEWS_READ = 50

/** `{data, count, histogram?}`: bad reviews are dropped, the list bounded, a count that is not a whole number ignored. */
export const ReviewListSchema = v.pipe(
  v.object({
    data: v.array(v.unknown()),
    count: loose(wholeCount),
    histogram: loose(toHistogram),
  }),
  v.transform(({ data, count, histogram }) => {
    const reviews = data.slice(0, MAX_REVIEWS_READ).flatMap((item) => {
      const r = v.safeParse(ReviewSchema, item)
      return r.success ? [r.output] : []
    })
    return { reviews, count: count ?? reviews.length, histogram }
  }),
)
export type ReviewList = v.InferOutput<typeof ReviewListSchema>

export interface ReviewQuery {
  page: number
  limit: number
  sort: ReviewSort
}

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, productId] as const,
  list: (productId: string, q: ReviewQuery) => [...reviewKeys.product(productId), q] as const,
}

/** GET /products/{id}/reviews (the `reviews` extension). @throws ApiError */
export const fetchReviews = (
  api: ApiClient,
  productId: string,
  q: ReviewQuery,
  signal?: AbortSignal,
): Promise<ReviewList> =>
  api.get(`/products/${encodeURIComponent(productId)}/reviews`, ReviewListSchema, {
    query: { page: q.page, limit: q.limit, sort: q.sort },
    signal,
  })

export const reviewsQueryOptions = (api: ApiClient, productId: string, q: ReviewQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, q),
    queryFn: ({ signal }) => fetchReviews(api, productId, q, signal),
    staleTime: 60_000,
  })

/** POST /products/{id}/reviews with the bearer token; the answer is not read. @throws ApiError (403, 409, 400 with the store's message) */
export async function postReview(
  api: ApiClient,
  productId: string,
  review: { rating: number; title?: string; body: string },
): Promise<void> {
  await api.post(`/products/${encodeURIComponent(productId)}/reviews`, review, v.unknown())
}

/** POST /reviews/{id}/helpful; the new count, or undefined when the answer has none. @throws ApiError */
export async function markHelpful(api: ApiClient, reviewId: string): Promise<number | undefined> {
  const res = await api.post(
    `/reviews/${encodeURIComponent(reviewId)}/helpful`,
    {},
    v.object({ helpfulCount: loose(wholeCount) }),
  )
  return res.helpfulCount
}

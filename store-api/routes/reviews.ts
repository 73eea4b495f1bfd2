import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { getProductSummary } from '../data/products'
import { addReview, hasDelivered, listReviews, markHelpful, ratingsOf } from '../data/reviews'
import { requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, readJsonObject } from '../lib/http'
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  type ReviewSort,
} from '../../src/domain/review'

const ReviewSchema = v.object({
  rating: v.pipe(
    v.number('rating must be a whole number from 1 to 5'),
    v.integer('rating must be a whole number from 1 to 5'),
    v.minValue(1, 'rating must be a whole number from 1 to 5'),
    v.maxValue(5, 'rating must be a whole number from 1 to 5'),
  ),
  title: v.optional(
    v.pipe(
      v.string('title must be text'),
      v.trim(),
      v.maxLength(REVIEW_TITLE_MAX, `title must be at most ${REVIEW_TITLE_MAX} characters`),
    ),
  ),
  body: v.pipe(
    v.string('body is required'),
    v.trim(),
    v.minLength(REVIEW_BODY_MIN, `body must be ${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters`),
    v.maxLength(REVIEW_BODY_MAX, `body must be ${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters`),
  ),
})

// The extension's error shape carries `message`; `error` too, like every other answer of this API.
const refuse = (c: Context, status: 400 | 403 | 404 | 409, message: string) =>
  c.json({ error: message, message }, status)

function pageParam(raw: string | undefined, fallback: number, max: number): number {
  const n = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : fallback
  return Math.min(Math.max(n, 1), max)
}

function requireReviews(c: Context<AppEnv>) {
  if (!c.get('profile').supports('reviews')) throw new ApiError(404, 'Not found')
}

/** Adds `rating {average, count}` to each product with reviews (the `reviews` capability only). */
export async function withRatings<P extends { id: string }>(
  deps: AppDeps,
  c: Context<AppEnv>,
  products: P[],
): Promise<P[]> {
  if (!c.get('profile').supports('reviews')) return products
  const ratings = await ratingsOf(
    deps.db,
    products.map((p) => p.id),
  )
  return products.map((p) => (ratings.has(p.id) ? { ...p, rating: ratings.get(p.id) } : p))
}

/**
 * GET /products/:id/reviews?page=&limit=&sort= (limit ≤ 50, an unknown sort is `recent`) and
 * POST /products/:id/reviews (bearer; 403 unless a delivered order holds the product, 409 once
 * reviewed, 400 invalid). Mounted under /products; a plain store has neither (404).
 */
export function productReviewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/reviews', async (c) => {
      requireReviews(c)
      const id = c.req.param('id')
      if (!(await getProductSummary(deps.db, id))) return refuse(c, 404, 'Product not found')
      const sort = REVIEW_SORTS.find((s) => s === c.req.query('sort')) ?? ('recent' satisfies ReviewSort)
      const page = pageParam(c.req.query('page'), 1, 100_000)
      const limit = pageParam(c.req.query('limit'), 10, 50)
      return c.json(await listReviews(deps.db, id, { page, limit, sort }))
    })
    .post('/:id/reviews', requireAuth(deps), async (c) => {
      requireReviews(c)
      const id = c.req.param('id')
      const input = v.safeParse(ReviewSchema, await readJsonObject(c))
      if (!input.success) return refuse(c, 400, input.issues[0]?.message ?? 'Invalid review')
      if (!(await getProductSummary(deps.db, id))) return refuse(c, 404, 'Product not found')
      const user = c.get('user')
      if (!(await hasDelivered(deps.db, user.id, id)))
        return refuse(c, 403, 'Only shoppers who bought this product can review it.')
      const review = await addReview(deps.db, {
        productId: id,
        userId: user.id,
        author: `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim(),
        rating: input.output.rating,
        ...(input.output.title ? { title: input.output.title } : {}),
        body: input.output.body,
      })
      if (!review) return refuse(c, 409, 'You have already reviewed this product.')
      return c.json(review, 201)
    })
}

/** POST /reviews/:id/helpful (bearer): counts once per shopper, `{helpfulCount}`. */
export function reviewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/:id/helpful', requireAuth(deps), async (c) => {
    requireReviews(c)
    const count = await markHelpful(deps.db, c.req.param('id'), c.get('user').id)
    if (count === null) return refuse(c, 404, 'Review not found')
    return c.json({ helpfulCount: count })
  })
}

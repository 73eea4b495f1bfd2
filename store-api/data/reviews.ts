import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import type { ReviewSort } from '../../src/domain/review'

/** A review as the API returns it. */
export interface ReviewJson {
  id: string
  rating: number
  title?: string
  body: string
  author: string
  createdAt: string
  verifiedPurchase: boolean
  helpfulCount: number
}

interface ReviewRow {
  id: string
  rating: number
  title: string | null
  body: string
  author: string
  created_at: Date
  verified_purchase: boolean
  helpful_count: number
}

const toJson = (r: ReviewRow): ReviewJson => ({
  id: r.id,
  rating: r.rating,
  ...(r.title ? { title: r.title } : {}),
  body: r.body,
  author: r.author,
  createdAt: r.created_at.toISOString(),
  verifiedPurchase: r.verified_purchase,
  helpfulCount: r.helpful_count,
})

const ORDER: Record<ReviewSort, string> = {
  recent: 'created_at desc, id',
  helpful: 'helpful_count desc, created_at desc, id',
  rating_desc: 'rating desc, created_at desc, id',
  rating_asc: 'rating asc, created_at desc, id',
}

/** One page of a product's reviews, their count and the count per star. */
export async function listReviews(
  db: Queryable,
  productId: string,
  page: { page: number; limit: number; sort: ReviewSort },
): Promise<{ data: ReviewJson[]; count: number; histogram: Record<'1' | '2' | '3' | '4' | '5', number> }> {
  const { rows } = await db.query<ReviewRow>(
    `select * from reviews where product_id = $1 order by ${ORDER[page.sort]} limit $2 offset $3`,
    [productId, page.limit, (page.page - 1) * page.limit],
  )
  const { rows: stars } = await db.query<{ rating: number; n: number }>(
    'select rating, count(*)::int as n from reviews where product_id = $1 group by rating',
    [productId],
  )
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  for (const s of stars) histogram[String(s.rating) as keyof typeof histogram] = s.n
  return { data: rows.map(toJson), count: stars.reduce((n, s) => n + s.n, 0), histogram }
}

/** `rating: {average (1 decimal), count}` of each given product that has reviews. */
export async function ratingsOf(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { average: number; count: number }>> {
  if (ids.length === 0) return new Map()
  const { rows } = await db.query<{ product_id: string; average: string; n: number }>(
    'select product_id, round(avg(rating), 1) as average, count(*)::int as n from reviews where product_id = any($1::text[]) group by product_id',
    [ids],
  )
  return new Map(rows.map((r) => [r.product_id, { average: Number(r.average), count: r.n }]))
}

/** Whether the shopper has an order with this product that was delivered (status 3). */
export async function hasDelivered(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from orders o join order_items i on i.order_id = o.id where o.user_id = $1 and o.status = 3 and i.product_id = $2 limit 1',
    [userId, productId],
  )
  return rows.length > 0
}

/** Adds the shopper's review; null when they have already reviewed the product. */
export async function addReview(
  db: Queryable,
  review: { productId: string; userId: string; author: string; rating: number; title?: string; body: string },
): Promise<ReviewJson | null> {
  const { rows } = await db.query<ReviewRow>(
    `insert into reviews (id, product_id, user_id, author, rating, title, body, verified_purchase)
     values ($1, $2, $3, $4, $5, $6, $7, true) on conflict (product_id, user_id) do nothing returning *`,
    [randomUUID(), review.productId, review.userId, review.author, review.rating, review.title ?? null, review.body],
  )
  return rows[0] ? toJson(rows[0]) : null
}

/** Counts the shopper's "helpful" once; the review's count, or null for an unknown review. */
export async function markHelpful(db: Queryable, reviewId: string, userId: string): Promise<number | null> {
  const { rows: found } = await db.query('select 1 from reviews where id = $1', [reviewId])
  if (found.length === 0) return null
  const { rows: added } = await db.query(
    'insert into review_helpful (review_id, user_id) values ($1, $2) on conflict do nothing returning 1',
    [reviewId, userId],
  )
  const { rows } = await db.query<{ helpful_count: number }>(
    added.length
      ? 'update reviews set helpful_count = helpful_count + 1 where id = $1 returning helpful_count'
      : 'select helpful_count from reviews where id = $1',
    [reviewId],
  )
  return rows[0]?.helpful_count ?? 0
}

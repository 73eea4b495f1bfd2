import type { Queryable } from '../db'
import { toPaise, toRupees } from '../../src/domain/money'

/*
 * The coupons extension: a coupon takes a percent of the subtotal (up to a cap) or a flat amount
 * off, from a minimum subtotal, until it expires; some once per shopper. All sums in paise.
 */

interface CouponRow {
  code: string
  title: string
  description: string | null
  kind: 'percent' | 'flat'
  value: number
  max_discount_paise: number | null
  min_subtotal_paise: number
  expires_at: Date | null
  once_per_shopper: boolean
}

/** An offer as `GET /coupons` lists it (₹). */
export interface OfferJson {
  code: string
  title: string
  description?: string
  minSubtotal?: number
  expiresAt?: string
}

/** A coupon that applies (paise), or why not: the status and the shopper's message. */
export type CouponCheck =
  { ok: true; code: string; discountPaise: number } | { ok: false; status: 404 | 422; message: string }

const rupeesText = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(toRupees(paise))}`

async function usedBy(db: Queryable, code: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from coupon_redemptions where code = $1 and user_id = $2 limit 1', [
    code,
    userId,
  ])
  return rows.length > 0
}

/** The offers a shopper (or a guest, `userId` null) may use now: not expired, not already used where once only. */
export async function listOffers(db: Queryable, userId: string | null, now = new Date()): Promise<OfferJson[]> {
  const { rows } = await db.query<CouponRow>(
    `select * from coupons c where (c.expires_at is null or c.expires_at > $1)
       and not (c.once_per_shopper and exists (select 1 from coupon_redemptions r where r.code = c.code and r.user_id = $2))
     order by c.min_subtotal_paise, c.code`,
    [now, userId ?? ''],
  )
  return rows.map((c) => ({
    code: c.code,
    title: c.title,
    ...(c.description ? { description: c.description } : {}),
    ...(c.min_subtotal_paise > 0 ? { minSubtotal: toRupees(c.min_subtotal_paise) } : {}),
    ...(c.expires_at ? { expiresAt: c.expires_at.toISOString() } : {}),
  }))
}

/** Whether `code` (normalised) takes something off `subtotalPaise` for this shopper now, and how much. */
export async function checkCoupon(
  db: Queryable,
  input: { code: string; subtotalPaise: number; userId: string | null; now?: Date },
): Promise<CouponCheck> {
  const { rows } = await db.query<CouponRow>('select * from coupons where code = $1', [input.code])
  const c = rows[0]
  if (!c) return { ok: false, status: 404, message: 'Invalid coupon code' }
  if (c.expires_at && c.expires_at <= (input.now ?? new Date()))
    return { ok: false, status: 422, message: 'This coupon has expired' }
  if (c.once_per_shopper && input.userId && (await usedBy(db, c.code, input.userId)))
    return { ok: false, status: 422, message: `You have already used ${c.code}` }
  if (input.subtotalPaise < c.min_subtotal_paise) {
    const short = rupeesText(c.min_subtotal_paise - input.subtotalPaise)
    return { ok: false, status: 422, message: `Add items worth ${short} more to use ${c.code}` }
  }
  const raw = c.kind === 'percent' ? Math.floor((input.subtotalPaise * c.value) / 100) : c.value
  const discountPaise = Math.min(raw, c.max_discount_paise ?? raw, input.subtotalPaise)
  if (discountPaise <= 0) return { ok: false, status: 422, message: `${c.code} takes nothing off this order` }
  return { ok: true, code: c.code, discountPaise }
}

/** Σ price × quantity in paise, on the store's own prices. */
export const subtotalPaise = (items: readonly { price: number; quantity: number }[]): number =>
  items.reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0)

/** Records that the shopper's order used `code` (for once-per-shopper coupons). */
export async function recordRedemption(db: Queryable, code: string, userId: string, orderId: string): Promise<void> {
  await db.query('insert into coupon_redemptions (code, user_id, order_id) values ($1, $2, $3)', [
    code,
    userId,
    orderId,
  ])
}

import type { Queryable } from '../db'
import { getProductSummary } from './products'

/** The answer of GET /serviceability for one PIN code. */
export type ServiceabilityJson =
  | {
      pincode: string
      deliverable: true
      estimatedDays: number
      cashOnDelivery: boolean
      city?: string
      state?: string
    }
  | { pincode: string; deliverable: false }

/** Extra days for bulky goods (furniture travels by surface freight). */
const BULKY_EXTRA_DAYS = 2
const BULKY_SUB_CATEGORIES = new Set(['entertainment units'])

interface AreaRow {
  deliverable: boolean
  city: string | null
  state: string | null
  estimated_days: number | null
  cash_on_delivery: boolean
}

/**
 * Whether the store delivers to `pincode` (a valid 6-digit PIN) and in how many days: the area of
 * the longest seeded prefix of the PIN, none → not served. With a product, bulky goods take
 * BULKY_EXTRA_DAYS more. Returns null when `productId` is given and unknown.
 */
export async function checkServiceability(
  db: Queryable,
  pincode: string,
  productId?: string,
): Promise<ServiceabilityJson | null> {
  const product = productId === undefined ? undefined : await getProductSummary(db, productId)
  if (product === null) return null
  const { rows } = await db.query<AreaRow>(
    `select deliverable, city, state, estimated_days, cash_on_delivery from serviceable_areas
     where starts_with($1, prefix) order by length(prefix) desc limit 1`,
    [pincode],
  )
  const area = rows[0]
  if (!area?.deliverable || area.estimated_days === null) return { pincode, deliverable: false }
  const bulky = !!product?.parentCategory && BULKY_SUB_CATEGORIES.has(product.parentCategory.toLowerCase())
  return {
    pincode,
    deliverable: true,
    estimatedDays: area.estimated_days + (bulky ? BULKY_EXTRA_DAYS : 0),
    cashOnDelivery: area.cash_on_delivery,
    ...(area.city ? { city: area.city } : {}),
    ...(area.state ? { state: area.state } : {}),
  }
}

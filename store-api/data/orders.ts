import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type { Queryable } from '../db'
import type { ShippingAddress } from '../seed/types'
import { pickAddress } from '../../src/domain/shipping-address'
import { toRupees } from '../../src/domain/money'
import { recordRedemption, subtotalPaise } from './coupons'

/** An order as the API returns it. */
export interface OrderJson {
  id: string
  status: number
  createdAt: string
  items: { id: string; productId: string; productTitle: string; quantity: number; price: number }[]
  shippingAddress: ShippingAddress
  trackingNumber: string | null
  /** Σ price × quantity less `discount`. */
  total: number
  /** The coupons extension, only on an order that used a coupon: ₹ off, and the code. */
  discount?: number
  couponCode?: string
}

/** An order with what access checks need: its owner and the owner's email. */
export interface OwnedOrder extends OrderJson {
  userId: string
  /** null for an account made by phone without an e-mail. */
  ownerEmail: string | null
}

interface OrderRow {
  id: string
  user_id: string
  owner_email: string | null
  status: number
  created_at: Date
  shipping_address: ShippingAddress
  tracking_number: string | null
  total: string
  discount: string
  coupon_code: string | null
}

interface ItemRow {
  id: string
  order_id: string
  product_id: string
  product_title: string
  quantity: number
  price: string
}

const SELECT_ORDERS = `select o.*, u.email as owner_email from orders o join users u on u.id = o.user_id`

async function withItems(db: Queryable, rows: OrderRow[]): Promise<OwnedOrder[]> {
  if (rows.length === 0) return []
  const { rows: items } = await db.query<ItemRow>(
    'select * from order_items where order_id = any($1::text[]) order by order_id, position',
    [rows.map((r) => r.id)],
  )
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    items: items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id,
        productTitle: i.product_title,
        quantity: i.quantity,
        price: Number(i.price),
      })),
    // jsonb sorts keys; give clients the fields in their natural order.
    shippingAddress: pickAddress(r.shipping_address),
    trackingNumber: r.tracking_number,
    total: Number(r.total),
    ...(Number(r.discount) > 0 ? { discount: Number(r.discount), couponCode: r.coupon_code ?? '' } : {}),
    userId: r.user_id,
    ownerEmail: r.owner_email,
  }))
}

/** Strips the access-check fields before an order leaves the server. */
export function toOrderJson(order: OwnedOrder): OrderJson {
  const { userId: _userId, ownerEmail: _ownerEmail, ...json } = order
  return json
}

/** A shopper's orders, newest first. */
export async function listOrders(db: Queryable, userId: string): Promise<OrderJson[]> {
  const { rows } = await db.query<OrderRow>(`${SELECT_ORDERS} where o.user_id = $1 order by o.created_at desc, o.id`, [
    userId,
  ])
  return (await withItems(db, rows)).map(toOrderJson)
}

/** One order with its owner, or null. */
export async function getOrder(db: Queryable, id: string): Promise<OwnedOrder | null> {
  const { rows } = await db.query<OrderRow>(`${SELECT_ORDERS} where o.id = $1`, [id])
  const [order] = await withItems(db, rows)
  return order ?? null
}

/** A line of a new order, priced by the server. */
export interface NewOrderItem {
  productId: string
  productTitle: string
  quantity: number
  price: number
}

/** Creates a Pending order with its items (and its coupon's redemption) in one transaction. */
export async function createOrder(
  db: PGlite,
  input: {
    userId: string
    items: NewOrderItem[]
    shippingAddress: ShippingAddress
    coupon?: { code: string; discountPaise: number }
  },
): Promise<OrderJson> {
  const id = randomUUID()
  // Sums in paise, so float noise never reaches the database.
  const discountPaise = input.coupon?.discountPaise ?? 0
  const total = toRupees(subtotalPaise(input.items) - discountPaise)
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into orders (id, user_id, status, shipping_address, total, discount, coupon_code) values ($1, $2, 0, $3, $4, $5, $6)`,
      [
        id,
        input.userId,
        JSON.stringify(input.shippingAddress),
        total,
        toRupees(discountPaise),
        input.coupon?.code ?? null,
      ],
    )
    for (const [i, item] of input.items.entries()) {
      await tx.query(
        `insert into order_items (id, order_id, position, product_id, product_title, quantity, price) values ($1, $2, $3, $4, $5, $6, $7)`,
        [`${id}-i${i + 1}`, id, i, item.productId, item.productTitle, item.quantity, item.price],
      )
    }
    if (input.coupon) await recordRedemption(tx, input.coupon.code, input.userId, id)
  })
  const order = await getOrder(db, id)
  if (!order) throw new Error('Order vanished after insert')
  return toOrderJson(order)
}

/** Moves a Pending order to Processing; false when it was not Pending any more. */
export async function markOrderPaid(db: Queryable, id: string): Promise<boolean> {
  const { affectedRows } = await db.query('update orders set status = 1 where id = $1 and status = 0', [id])
  return (affectedRows ?? 0) > 0
}

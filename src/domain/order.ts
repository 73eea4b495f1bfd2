import * as v from 'valibot'
import { envelope } from '@/lib/envelope'
import { loose, toAmount, toText } from '@/lib/schema'

/*
 * The one reading of an order as the store sends it (GET /orders/{id}, and each order of
 * GET /orders): the order pages and order tracking show it, the payment screen pays it.
 */

/**
 * A shipping address as an order carries it (POST /orders `shippingAddress`, and each order's):
 * the store contract's shape, shared by the checkout form and the reference store API.
 */
export interface ShippingAddress {
  fullName: string
  address: string
  city: string
  state: string
  postalCode: string
  phone: string
}

/** An order line as the app models it: name from productTitle; price in ₹. */
export interface OrderItem {
  id: string
  productId: string
  name: string
  quantity: number
  price: number
}

/** An order as the app models it; total = Σ price × quantity (₹). */
export interface Order {
  id: string
  /** The status code (0 Pending … 4 Cancelled); 0 when missing; NaN when unreadable; any other value is shown as Unknown. */
  status: number
  /** ISO text as sent ('' when missing). */
  date: string
  items: OrderItem[]
  shipping: {
    fullName: string
    /** address, city, state and postalCode joined with ', '. */
    address: string
    /** The shipping PIN code as sent ('' when missing); also part of `address`. */
    postalCode?: string
    phone: string
    method: 'Standard Shipping'
    /** The tracking number, or 'Not available'. */
    tracking: string
  }
  total: number
}

const toId = (x: unknown): string =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? String(x).trim().slice(0, 200) : ''

// A missing status is 0 (Pending). A number is kept as sent and text that reads as a whole number
// is that number, so a code the app does not know still shows as Unknown; anything else is NaN,
// which no rule takes for Pending or paid.
const toStatus = (x: unknown): number => {
  if (x === undefined || x === null || x === '') return 0
  if (typeof x === 'number') return x
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN
  return Number.isInteger(n) ? n : Number.NaN
}

const ServerItemSchema = v.object({
  id: loose(toId),
  productId: loose(toId),
  productTitle: loose(toText(300)),
  quantity: loose(toAmount),
  price: loose(toAmount),
})

const ServerShippingSchema = v.object({
  fullName: loose(toText(200)),
  address: loose(toText(300)),
  city: loose(toText(100)),
  state: loose(toText(100)),
  postalCode: loose(toText(20)),
  phone: loose(toText(30)),
})

/**
 * One order as the store sends it, bare or under `data` (an answer with its own `id` is the
 * order, whatever it holds under `data`). Every field degrades to a default: `id` '' when missing
 * (see toOrder), `total` the store's own total in ₹ or undefined, at most 500 lines kept.
 */
export const ServerOrderSchema = envelope(
  v.object({
    id: loose(toId),
    status: loose(toStatus),
    createdAt: loose(toText(64)),
    items: loose((x) => (Array.isArray(x) ? x.slice(0, 500) : [])),
    shippingAddress: loose((x) => x),
    trackingNumber: loose(toText(100)),
    total: loose(toAmount),
  }),
  { bare: true, ownKeys: ['id'] },
)
export type ServerOrder = v.InferOutput<typeof ServerOrderSchema>

/**
 * Maps one server order to the app's Order; lines without a usable quantity or price are dropped,
 * not the order, and the total is that of the lines kept (the store's own total is not shown).
 * An order without an id is unusable: undefined.
 */
export function toOrder(raw: ServerOrder): Order | undefined {
  if (!raw.id) return undefined
  const items = raw.items.flatMap((line, index): OrderItem[] => {
    const r = v.safeParse(ServerItemSchema, line)
    if (!r.success || r.output.quantity === undefined || r.output.price === undefined) return []
    const { id, productId, productTitle, quantity, price } = r.output
    return [{ id: id || `${raw.id}-${index}`, productId, name: productTitle || 'Unnamed item', quantity, price }]
  })
  const ship = v.safeParse(ServerShippingSchema, raw.shippingAddress)
  const s = ship.success ? ship.output : { fullName: '', address: '', city: '', state: '', postalCode: '', phone: '' }
  return {
    id: raw.id,
    status: raw.status,
    date: raw.createdAt,
    items,
    shipping: {
      fullName: s.fullName,
      address: [s.address, s.city, s.state, s.postalCode].filter(Boolean).join(', '),
      postalCode: s.postalCode,
      phone: s.phone,
      method: 'Standard Shipping',
      tracking: raw.trackingNumber || 'Not available',
    },
    // Paise rounding keeps float noise (0.1 + 0.2) out of the ₹ total.
    total: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
  }
}

/** One order, bare or under `data` (GET /orders/{id}); malformed or without an id → undefined. */
export function parseOrder(body: unknown): Order | undefined {
  const r = v.safeParse(ServerOrderSchema, body)
  return r.success ? toOrder(r.output) : undefined
}

// The list bare, under `data`, or under `orders`.
const OrderListSchema = envelope(
  v.union([
    v.array(v.unknown()),
    v.pipe(
      v.object({ orders: v.array(v.unknown()) }),
      v.transform((x) => x.orders),
    ),
  ]),
  { bare: true },
)

/**
 * GET /orders answer as a bare array or `{data: [...]}` (also `{orders: [...]}`); each malformed
 * order is dropped rather than failing the list. Anything that is not a list → undefined.
 */
export function parseOrderList(body: unknown): Order[] | undefined {
  const r = v.safeParse(OrderListSchema, body)
  if (!r.success) return undefined
  return r.output.slice(0, 1000).flatMap((o) => {
    const order = parseOrder(o)
    return order ? [order] : []
  })
}

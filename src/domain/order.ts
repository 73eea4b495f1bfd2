import * as v from 'valibot'
import { envelope } from '@/lib/envelope'
import { loose, toAmount, toText } from '@/lib/schema'
import { linesTotal, totalAfterDiscount, trustedDiscount } from './money'
import { addressEntries, addressLine, blankAddress, type ShippingField } from './shipping-address'

/** An order line; price in ₹. */
export interface OrderItem {
  id: string
  productId: string
  name: string
  quantity: number
  price: number
}

/** An order; total = Σ price × quantity less `discount` (₹, the coupons extension; only when above 0). */
export interface Order {
  id: string
  /** 0 when missing, NaN when unreadable; an unknown code shows as Unknown. */
  status: number
  date: string
  items: OrderItem[]
  shipping: {
    fullName: string
    address: string
    postalCode?: string
    phone: string
    method: 'Standard Shipping'
    tracking: string
  }
  total: number
  discount?: number
}

const toId = (x: unknown): string =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? String(x).trim().slice(0, 200) : ''

// Unknown whole numbers are kept (shown as Unknown); unreadable values are NaN, never Pending or paid.
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

// Longest kept of each field of a store's answer (characters).
const SERVER_FIELD_MAX: Record<ShippingField, number> = {
  fullName: 200,
  address: 300,
  city: 100,
  state: 100,
  postalCode: 20,
  phone: 30,
}
const ServerShippingSchema = v.object(addressEntries((k) => loose(toText(SERVER_FIELD_MAX[k]))))

/** One order, bare or under `data` (an answer with its own `id` is the order); fields degrade to defaults. */
export const ServerOrderSchema = envelope(
  v.object({
    id: loose(toId),
    status: loose(toStatus),
    createdAt: loose(toText(64)),
    items: loose((x) => (Array.isArray(x) ? x.slice(0, 500) : [])),
    shippingAddress: loose((x) => x),
    trackingNumber: loose(toText(100)),
    total: loose(toAmount),
    discount: loose(toAmount),
  }),
  { bare: true, ownKeys: ['id'] },
)
export type ServerOrder = v.InferOutput<typeof ServerOrderSchema>

/**
 * Server order → Order (undefined without an id); unusable lines are dropped, the total is of the lines kept
 * less the store's discount, believed only when above 0 and at most their subtotal.
 */
export function toOrder(raw: ServerOrder): Order | undefined {
  if (!raw.id) return undefined
  const items = raw.items.flatMap((line, index): OrderItem[] => {
    const r = v.safeParse(ServerItemSchema, line)
    if (!r.success || r.output.quantity === undefined || r.output.price === undefined) return []
    const { id, productId, productTitle, quantity, price } = r.output
    return [{ id: id || `${raw.id}-${index}`, productId, name: productTitle || 'Unnamed item', quantity, price }]
  })
  const subtotal = linesTotal(items)
  const discount = trustedDiscount(raw.discount, subtotal)
  const ship = v.safeParse(ServerShippingSchema, raw.shippingAddress)
  const s = ship.success ? ship.output : blankAddress()
  return {
    id: raw.id,
    status: raw.status,
    date: raw.createdAt,
    items,
    shipping: {
      fullName: s.fullName,
      address: addressLine(s),
      postalCode: s.postalCode,
      phone: s.phone,
      method: 'Standard Shipping',
      tracking: raw.trackingNumber || 'Not available',
    },
    total: totalAfterDiscount(subtotal, discount),
    ...(discount > 0 ? { discount } : {}),
  }
}

/** GET /orders/{id}'s order; malformed or without an id → undefined. */
export function parseOrder(body: unknown): Order | undefined {
  const r = v.safeParse(ServerOrderSchema, body)
  return r.success ? toOrder(r.output) : undefined
}

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

/** GET /orders's orders (bare, under `data` or `orders`), malformed ones dropped; not a list → undefined. */
export function parseOrderList(body: unknown): Order[] | undefined {
  const r = v.safeParse(OrderListSchema, body)
  if (!r.success) return undefined
  return r.output.slice(0, 1000).flatMap((o) => {
    const order = parseOrder(o)
    return order ? [order] : []
  })
}

import * as v from 'valibot'
import { loose, toAmount, toText } from '@/lib/schema'

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
  /** The status code (0 Pending … 4 Cancelled); default 0; any other value is shown as Unknown. */
  status: number
  /** ISO text as sent ('' when missing). */
  date: string
  items: OrderItem[]
  shipping: {
    fullName: string
    /** address, city, state and postalCode joined with ', '. */
    address: string
    phone: string
    method: 'Standard Shipping'
    /** The tracking number, or 'Not available'. */
    tracking: string
  }
  total: number
}

const toId = (x: unknown): string =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? String(x).trim().slice(0, 200) : ''

const toStatus = (x: unknown): number => {
  if (x === undefined || x === null || x === '') return 0
  if (typeof x === 'number') return x
  if (typeof x === 'string' && /^\d+$/.test(x.trim())) return Number(x)
  return Number.NaN
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

const ServerOrderSchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x: string | number) => toId(x)),
    v.nonEmpty(),
  ),
  status: loose(toStatus),
  createdAt: loose(toText(64)),
  items: loose((x) => (Array.isArray(x) ? x.slice(0, 500) : [])),
  shippingAddress: loose((x) => x),
  trackingNumber: loose(toText(100)),
})

/** Maps one server order; lines without a usable quantity or price are dropped, not the order. */
function toOrder(raw: v.InferOutput<typeof ServerOrderSchema>): Order {
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
      phone: s.phone,
      method: 'Standard Shipping',
      tracking: raw.trackingNumber || 'Not available',
    },
    // Paise rounding keeps float noise (0.1 + 0.2) out of the ₹ total.
    total: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
  }
}

/** One order, bare or under `data` (GET /orders/{id}); malformed → undefined. */
export function parseOrder(body: unknown): Order | undefined {
  const inner =
    body && typeof body === 'object' && !Array.isArray(body) && 'data' in body && !('id' in body)
      ? (body as { data: unknown }).data
      : body
  const r = v.safeParse(ServerOrderSchema, inner)
  return r.success ? toOrder(r.output) : undefined
}

/**
 * GET /orders answer as a bare array or `{data: [...]}` (also `{orders: [...]}`); each malformed
 * order is dropped rather than failing the list. Anything that is not a list → undefined.
 */
export function parseOrderList(body: unknown): Order[] | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { data?: unknown }).data ?? (body as { orders?: unknown }).orders)
      : undefined
  if (!Array.isArray(list)) return undefined
  return list.slice(0, 1000).flatMap((o) => {
    const order = parseOrder(o)
    return order ? [order] : []
  })
}

import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/lib/api-client'
import { ApiError, isNetworkError } from '@/lib/api-error'
import type { CartLine } from '../cart-line'
import { UNCONFIRMED_ORDER_KEY } from '../checkout-draft'
import type { ShippingAddress } from '../checkout-form'
import { parseOrder, parseOrderList, type Order } from './order-schema'

/**
 * Keys of the shopper's orders. The root 'user' is shared with the account keys so sign-out
 * and a 401 wipe all the shopper's data with one removeQueries (DESIGN caching policy).
 */
export const orderKeys = {
  all: ['user', 'orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
}

/** Spec §8 order messages. */
export const ORDER_MESSAGES = {
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load your orders. Please try again.',
  trackRequiredTitle: 'Required fields',
  trackRequired: 'Please enter both order number and email/phone',
  trackFoundTitle: 'Order found',
  trackFound: 'Your order status has been loaded',
  trackFailedTitle: 'Error',
  trackFailed: 'Failed to find order. Please check your information and try again.',
} as const

const Unchecked = v.unknown()

/** GET /orders (spec §7) → the shopper's orders; malformed orders dropped. @throws ApiError */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  const orders = parseOrderList(await apiGet('/orders', Unchecked, { signal }))
  if (!orders) throw new ApiError('invalid', 'The server sent an unexpected response')
  return orders
}

/** Shared by the /orders route loader and component. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => fetchOrders(signal),
    staleTime: 30_000,
    retry: 1,
  })

/** Order creation body of spec §3: `{products: {id: quantity}, shippingAddress}`; quantities of repeated ids are summed. */
export function toOrderBody(lines: readonly CartLine[], shippingAddress: ShippingAddress) {
  const products: Record<string, number> = {}
  for (const line of lines) products[line.id] = (products[line.id] ?? 0) + line.quantity
  return { products, shippingAddress }
}

const CreatedSchema = v.pipe(
  v.unknown(),
  v.transform((x) => {
    const o = x && typeof x === 'object' ? (x as { id?: unknown; data?: { id?: unknown } }) : {}
    const id = o.id ?? (o.data && typeof o.data === 'object' ? o.data.id : undefined)
    return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : ''
  }),
  v.nonEmpty('The order response has no id'),
  v.maxLength(200),
)

// Server and phone clocks differ: look this far back (ms) before the unanswered request started.
const CLOCK_SKEW_MS = 5 * 60_000

interface Unconfirmed {
  products: Record<string, number>
  startedAt: number
}

function readUnconfirmed(): Unconfirmed | null {
  try {
    const x = JSON.parse(sessionStorage.getItem(UNCONFIRMED_ORDER_KEY) ?? 'null') as Unconfirmed | null
    return x && typeof x.startedAt === 'number' && x.products && typeof x.products === 'object' ? x : null
  } catch {
    return null
  }
}

function writeUnconfirmed(value: Unconfirmed | null): void {
  try {
    if (value) sessionStorage.setItem(UNCONFIRMED_ORDER_KEY, JSON.stringify(value))
    else sessionStorage.removeItem(UNCONFIRMED_ORDER_KEY)
  } catch {
    // Storage blocked: the protection then only lasts for this attempt.
  }
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k])

const sameProducts = (order: Order, products: Record<string, number>): boolean => {
  const placed: Record<string, number> = {}
  for (const item of order.items) placed[item.productId || item.id] = (placed[item.productId || item.id] ?? 0) + item.quantity
  return sameCounts(placed, products)
}

/**
 * The id of a Pending order with exactly these products, created since `since` (ms, less clock
 * skew), among the shopper's orders; null when there is none or the list cannot be read.
 */
export async function findPlacedOrder(products: Record<string, number>, since: number): Promise<string | null> {
  const orders = await fetchOrders().catch(() => [] as Order[])
  const match = orders.find((o) => {
    const created = Date.parse(o.date)
    return o.status === 0 && sameProducts(o, products) && (Number.isNaN(created) || created >= since - CLOCK_SKEW_MS)
  })
  return match?.id ?? null
}

/**
 * POST /orders (spec §7) → the new order's id, never placing the same order twice: when a
 * request gets no answer (offline, dropped, timed out) the server may still have created it, so
 * that attempt is remembered and the next attempt with the same products first looks for it
 * among the shopper's Pending orders (guide: "no duplicate order").
 * @throws ApiError
 */
export async function createOrder(lines: readonly CartLine[], shippingAddress: ShippingAddress): Promise<string> {
  const body = toOrderBody(lines, shippingAddress)
  const earlier = readUnconfirmed()
  if (earlier && sameCounts(earlier.products, body.products)) {
    const existing = await findPlacedOrder(body.products, earlier.startedAt)
    if (existing) {
      writeUnconfirmed(null)
      return existing
    }
  }
  const startedAt = earlier?.startedAt ?? Date.now()
  try {
    const id = await apiPost('/orders', body, CreatedSchema)
    writeUnconfirmed(null)
    return id
  } catch (error) {
    if (isNetworkError(error)) writeUnconfirmed({ products: body.products, startedAt })
    throw error
  }
}

/** GET /orders/{id}?contactInfo= (spec §7) → the order. @throws ApiError ('Order not found or access denied' when unusable) */
export async function trackOrder(orderId: string, contactInfo: string, signal?: AbortSignal): Promise<Order> {
  const body = await apiGet(`/orders/${encodeURIComponent(orderId.trim())}`, Unchecked, {
    signal,
    query: { contactInfo: contactInfo.trim() },
  })
  const order = parseOrder(body)
  // An answer about another order (a broken server) must not show as the one asked for.
  if (!order || order.id !== orderId.trim()) throw new ApiError('invalid', 'Order not found or access denied')
  return order
}

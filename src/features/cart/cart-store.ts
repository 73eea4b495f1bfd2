import * as v from 'valibot'
import { lineKey, productQuantities, type CartLine } from '@/domain/cart-line'
import { linesTotal } from '@/domain/money'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { createStorageStore, parseStoredJson, useStorageStore } from '@/lib/storage-store'

/** A cart line with its image; all lines of one product (its sizes and colours) together hold at most 99. */
export interface CartItem extends CartLine {
  image: string
}

export type LineIdentity = Pick<CartItem, 'id' | 'selectedSize' | 'selectedColor'>

const KEY = 'cart'
const MAX_LINES = 200
const MAX_QUANTITY = MAX_LINE_QUANTITY

const CartItemSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200)),
  name: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.slice(0, 500)),
  ),
  image: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').slice(0, 2000)),
  ),
  price: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.finite(), v.minValue(0)),
  quantity: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.transform((q) => Math.min(q, MAX_QUANTITY)),
  ),
  selectedSize: v.optional(v.nullable(v.string())),
  selectedColor: v.optional(v.nullable(v.string())),
})

/** Keeps every valid stored line and drops the rest; never throws (reads the old `{items}` wrapper too). */
export const parseStoredCart = (raw: string | null): CartItem[] => decodeCart(parseStoredJson(raw))

function decodeCart(stored: unknown): CartItem[] {
  let data = stored
  if (data && typeof data === 'object' && !Array.isArray(data) && 'items' in data)
    data = (data as { items: unknown }).items
  if (!Array.isArray(data)) return []
  const lines = data.slice(0, MAX_LINES).flatMap((line) => {
    const r = v.safeParse(CartItemSchema, line)
    if (!r.success) return []
    const { selectedSize, selectedColor, ...rest } = r.output
    return [{ ...rest, ...(selectedSize ? { selectedSize } : {}), ...(selectedColor ? { selectedColor } : {}) }]
  })
  // A product's lines together within 99: later lines give way (an old or edited cart may hold more).
  const held = new Map<string, number>()
  return lines.flatMap((line) => {
    const room = MAX_QUANTITY - (held.get(line.id) ?? 0)
    if (room <= 0) return []
    const quantity = Math.min(line.quantity, room)
    held.set(line.id, (held.get(line.id) ?? 0) + quantity)
    return [{ ...line, quantity }]
  })
}

/** Same id, size and colour (a missing size or colour equals an empty one). */
export const sameLine = (a: LineIdentity, b: LineIdentity): boolean => lineKey(a) === lineKey(b)

/** How many `line` may hold: 99 less what the product's other sizes or colours hold. */
export function lineRoom(items: readonly CartItem[], line: LineIdentity): number {
  const held = productQuantities(items)[line.id] ?? 0
  const own = items.find((i) => sameLine(i, line))?.quantity ?? 0
  return Math.max(0, MAX_QUANTITY - (held - own))
}

/** Adds or increases the line within lineRoom; no change when the product has no room left. */
export function addLine(items: CartItem[], item: CartItem): CartItem[] {
  const room = lineRoom(items, item)
  const quantity = Math.min(Math.max(1, Math.floor(item.quantity)), MAX_QUANTITY)
  const existing = items.find((i) => sameLine(i, item))
  if (existing) {
    return items.map((i) => (i === existing ? { ...i, quantity: Math.min(i.quantity + quantity, room) } : i))
  }
  if (room <= 0) return items
  return [...items, { ...item, quantity: Math.min(quantity, room) }]
}

/** Within lineRoom; below 1 is ignored. */
export function setLineQuantity(items: CartItem[], line: LineIdentity, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return items
  const q = Math.min(Math.floor(quantity), lineRoom(items, line))
  if (q < 1) return items
  return items.map((i) => (sameLine(i, line) ? { ...i, quantity: q } : i))
}

/** The product's other sizes or colours stay. */
export const removeLine = (items: CartItem[], line: LineIdentity): CartItem[] => items.filter((i) => !sameLine(i, line))

export type OrderedLine = Pick<CartItem, 'id' | 'quantity' | 'selectedSize' | 'selectedColor'>

/** Takes what an order took: each ordered line loses that quantity and goes at 0; what was added since stays. */
export function subtractLines(items: CartItem[], ordered: readonly OrderedLine[]): CartItem[] {
  const left = items.map((i) => ({ ...i }))
  for (const o of ordered) {
    let take = o.quantity
    for (const line of left) {
      if (take <= 0) break
      if (!sameLine(line, o)) continue
      const n = Math.min(line.quantity, take)
      line.quantity -= n
      take -= n
    }
  }
  return left.filter((i) => i.quantity > 0)
}

/** Σ price × quantity, in ₹. */
export const cartSubtotal = (items: CartItem[]): number => linesTotal(items)

/** Σ quantity: the header badge. */
export const cartCount = (items: CartItem[]): number => items.reduce((s, i) => s + i.quantity, 0)

const store = createStorageStore<CartItem[]>({ key: KEY, decode: decodeCart })

/**
 * Each action saves at once, applied to the cart as saved now (another tab's new lines stay);
 * while saving fails the cart lives in memory.
 */
export const cart = {
  get: store.get,
  saveFailed: store.saveFailed,
  add: (item: CartItem) => store.update((items) => addLine(items, item)),
  setQuantity: (line: LineIdentity, quantity: number) =>
    store.update((items) => setLineQuantity(items, line, quantity)),
  remove: (line: LineIdentity) => store.update((items) => removeLine(items, line)),
  clear: () => store.set([]),
  removeOrdered: (lines: readonly OrderedLine[]) => store.update((items) => subtractLines(items, lines)),
  reload: store.reload,
  subscribe: store.subscribe,
}

/** Re-renders on every change in any tab; when hydrating, the first render has no lines, like the server's. */
export function useCartItems(): CartItem[] {
  return useStorageStore(store)
}

export function useCartCount(): number {
  return cartCount(useCartItems())
}

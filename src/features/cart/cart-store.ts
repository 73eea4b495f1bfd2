import * as v from 'valibot'
import { lineKey, productQuantities, type CartLine } from '@/domain/cart-line'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { createStorageStore, parseStoredJson, useStorageStore } from '@/lib/storage-store'

/**
 * A cart line as the cart keeps it: the shared line (domain/cart-line.ts) and its image. An order
 * groups lines by product, so all lines of one product (its sizes and colours) together hold at most 99.
 */
export interface CartItem extends CartLine {
  image: string
}

/** What tells two cart lines apart: the product id, the selected size and the selected colour. */
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

/**
 * Reads a stored cart value, keeping every valid line and dropping the rest ("restored
 * on load"; corrupted, truncated or old-format values never throw). Accepts an array of lines
 * or an old `{items: [...]}` wrapper.
 */
export const parseStoredCart = (raw: string | null): CartItem[] => decodeCart(parseStoredJson(raw))

/** The valid lines (at most 200) of a stored JSON value: an array of lines or an old `{items: [...]}` wrapper. */
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

/** Cart line identity: id + selected size + selected colour (a missing size or colour equals an empty one). */
export const sameLine = (a: LineIdentity, b: LineIdentity): boolean => lineKey(a) === lineKey(b)

/**
 * How many `line` may hold: 99 (what one order may hold of a product) less what the product's
 * other lines (other sizes or colours) hold.
 */
export function lineRoom(items: readonly CartItem[], line: LineIdentity): number {
  const held = productQuantities(items)[line.id] ?? 0
  const own = items.find((i) => sameLine(i, line))?.quantity ?? 0
  return Math.max(0, MAX_QUANTITY - (held - own))
}

/**
 * Adds a line or increases the same line, within lineRoom: a product's lines together never hold
 * more than 99. Nothing changes when the product has no room left.
 */
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

/** Sets the quantity of the one line with this identity (id, size, colour), within lineRoom; below 1 is ignored. */
export function setLineQuantity(items: CartItem[], line: LineIdentity, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return items
  const q = Math.min(Math.floor(quantity), lineRoom(items, line))
  if (q < 1) return items
  return items.map((i) => (sameLine(i, line) ? { ...i, quantity: q } : i))
}

/** Removes the one line with this identity (id, size, colour); the product's other sizes or colours stay. */
export const removeLine = (items: CartItem[], line: LineIdentity): CartItem[] => items.filter((i) => !sameLine(i, line))

/** A line as an order took it: identity (id + size + colour) and how many. */
export type OrderedLine = Pick<CartItem, 'id' | 'quantity' | 'selectedSize' | 'selectedColor'>

/**
 * Takes what an order took out of the cart: each ordered line (same id, size and colour) loses the
 * ordered quantity and goes once none is left. Lines added since, and quantity raised since, stay.
 */
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
export const cartSubtotal = (items: CartItem[]): number => items.reduce((s, i) => s + i.price * i.quantity, 0)

/** Σ quantity: the header badge. */
export const cartCount = (items: CartItem[]): number => items.reduce((s, i) => s + i.quantity, 0)

// ---- the store: localStorage `cart`, kept in step across tabs ----

const store = createStorageStore<CartItem[]>({ key: KEY, decode: decodeCart })

/**
 * Cart actions; each saves at once. Edits apply to the cart as saved now, so a line another tab
 * added a moment ago is kept; while saving fails (quota, blocked storage) the cart lives in memory.
 */
export const cart = {
  get: store.get,
  /** True when the last save to localStorage failed (the cart is only in memory). */
  saveFailed: store.saveFailed,
  add: (item: CartItem) => store.update((items) => addLine(items, item)),
  setQuantity: (line: LineIdentity, quantity: number) =>
    store.update((items) => setLineQuantity(items, line, quantity)),
  remove: (line: LineIdentity) => store.update((items) => removeLine(items, line)),
  clear: () => store.set([]),
  /** Removes what an order took (see subtractLines), from the cart as saved now: another tab's new lines stay. */
  removeOrdered: (lines: readonly OrderedLine[]) => store.update((items) => subtractLines(items, lines)),
  /** Re-reads storage (tests, and after another tab wrote). */
  reload: store.reload,
  subscribe: store.subscribe,
}

/**
 * The cart lines, re-rendering on every change in this or another tab. Hydrating server markup,
 * the first render shows no lines, as the server did (it cannot know the cart); React then
 * re-renders with the stored lines.
 */
export function useCartItems(): CartItem[] {
  return useStorageStore(store)
}

/** The header badge count (Σ quantity). */
export function useCartCount(): number {
  return cartCount(useCartItems())
}

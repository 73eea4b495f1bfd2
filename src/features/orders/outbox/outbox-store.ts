import * as v from 'valibot'
import { addressEntries, type ShippingAddress } from '@/domain/shipping-address'
import type { CartLine } from '@/domain/cart-line'
import { linesTotal } from '@/domain/money'
import { COUPON_CODE_MAX } from '@/domain/coupon-code'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import type { CheckoutAttempt } from '../checkout-draft'

/** How long (ms) a saved order may wait: older ones are not sent, since prices may have changed. */
export const OUTBOX_MAX_AGE_MS = 72 * 60 * 60 * 1000
/** At most this many orders wait on one device; more are refused at checkout. */
export const OUTBOX_MAX_ENTRIES = 20

/** A cart line as the order took it (the one cart line shape, with its image): price in ₹ as shown at checkout. */
export interface OutboxLine extends CartLine {
  image: string
}

/** `waiting`, `sending` (held), `signin` (sent after sign-in), `refused` (a tab returns its lines with `refusal`). */
export type OutboxState = 'waiting' | 'sending' | 'signin' | 'refused'

/** One order saved on the device until it can be sent. */
export interface OutboxEntry {
  /** Random UUID, also the order's `Idempotency-Key`. */
  key: string
  /** When the shopper placed it (ms since the epoch, this device's clock). */
  createdAt: number
  lines: OutboxLine[]
  shippingAddress: ShippingAddress
  state: OutboxState
  /** A POST /orders of it may have reached the store: look it up in the order list before sending again. */
  mayHaveReachedStore: boolean
  /** Whose order it is: `session` (a hash of the token), `owner` (the account's e-mail); see outbox-owner.ts. */
  session?: string | undefined
  owner?: string | undefined
  /** The store's reason for refusing it (state `refused` only), when it gave one. */
  refusal?: string | undefined
  /** An earlier attempt whose answer was lost: looked up first; when it placed an order, this one is not sent. */
  earlier?: CheckoutAttempt | undefined
  /** The coupon applied at checkout (the coupons extension): sent with the order; the store may refuse it then. */
  couponCode?: string | undefined
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const LineSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  name: text(500),
  image: text(2000),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  selectedSize: v.optional(text(200)),
  selectedColor: v.optional(text(200)),
})
const AddressSchema = v.object(addressEntries(() => text(200)))
const EarlierSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  products: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.check((p) => Object.keys(p).length <= 200),
  ),
  shippingAddress: AddressSchema,
  startedAt: v.pipe(v.number(), v.finite()),
  couponCode: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(COUPON_CODE_MAX))),
})
/** The stored shape (version 1); anything else is an old or damaged entry. */
const EntrySchema = v.object({
  v: v.literal(1),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  createdAt: v.pipe(v.number(), v.finite()),
  lines: v.pipe(v.array(LineSchema), v.minLength(1), v.maxLength(200)),
  shippingAddress: AddressSchema,
  state: v.picklist(['waiting', 'sending', 'signin', 'refused']),
  mayHaveReachedStore: v.boolean(),
  session: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
  owner: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(254))),
  refusal: v.optional(text(300)),
  earlier: v.optional(EarlierSchema),
  couponCode: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(COUPON_CODE_MAX))),
})

/** The key-value storage under the outbox: IndexedDB (idb-keyval) in the app, a Map in tests. */
export interface OutboxBackend {
  get: (key: string) => Promise<unknown>
  set: (key: string, value: unknown) => Promise<void>
  del: (key: string) => Promise<void>
  entries: () => Promise<[IDBValidKey, unknown][]>
  clear: () => Promise<void>
}

/** What reading the outbox found: valid entries, oldest first, and how many unreadable ones were dropped. */
export interface OutboxRead {
  entries: OutboxEntry[]
  dropped: number
}

/** Validates a stored value; null for an old-shaped or damaged one. */
export function decodeEntry(stored: unknown): OutboxEntry | null {
  const r = v.safeParse(EntrySchema, stored)
  if (!r.success) return null
  const { v: _version, session, owner, refusal, earlier, couponCode, ...entry } = r.output
  return {
    ...entry,
    ...(couponCode ? { couponCode } : {}),
    ...(earlier ? { earlier } : {}),
    ...(session ? { session } : {}),
    ...(owner ? { owner } : {}),
    ...(refusal && entry.state === 'refused' ? { refusal } : {}),
  }
}

/** Total of an entry in ₹: price as shown at checkout × quantity, over its lines. */
export const entryTotal = (entry: Pick<OutboxEntry, 'lines'>): number => linesTotal(entry.lines)

/** Whether the entry waited longer than OUTBOX_MAX_AGE_MS (72 h) at `now` (ms); a date in the future counts as fresh. */
export const isExpired = (entry: Pick<OutboxEntry, 'createdAt'>, now: number): boolean =>
  now - entry.createdAt > OUTBOX_MAX_AGE_MS

/** Saved orders, apart from the query cache (401s wipe it); reads drop unreadable entries; storage failures reject. */
export function createOutbox(backend: OutboxBackend) {
  return {
    /** Every valid entry, oldest first; unreadable ones are deleted and counted in `dropped`. */
    async read(): Promise<OutboxRead> {
      const all = await backend.entries()
      const entries: OutboxEntry[] = []
      let dropped = 0
      for (const [id, stored] of all) {
        const entry = decodeEntry(stored)
        if (entry && entry.key === id) entries.push(entry)
        else {
          dropped++
          await backend.del(id as string)
        }
      }
      entries.sort((a, b) => a.createdAt - b.createdAt)
      return { entries, dropped }
    },
    /** The entry saved under `key`, or null when none or unreadable. */
    async get(key: string): Promise<OutboxEntry | null> {
      const entry = decodeEntry(await backend.get(key))
      return entry && entry.key === key ? entry : null
    },
    /** Saves (or replaces) an entry under its key. @throws on a shape that would not read back */
    async put(entry: OutboxEntry): Promise<void> {
      const stored = { v: 1 as const, ...entry }
      if (!decodeEntry(stored)) throw new Error('An outbox entry of an invalid shape')
      await backend.set(entry.key, stored)
    },
    remove: (key: string): Promise<void> => backend.del(key),
    /** Removes every entry (sign-out discards waiting orders). */
    clear: (): Promise<void> => backend.clear(),
  }
}

export type Outbox = ReturnType<typeof createOutbox>

/** A Map-backed OutboxBackend (tests; also where IndexedDB is unavailable, so nothing outlives the page). */
export function memoryBackend(map = new Map<string, unknown>()): OutboxBackend {
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()].map(([k, value]) => [k, structuredClone(value)]),
    clear: async () => map.clear(),
  }
}

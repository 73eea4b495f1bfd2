import * as v from 'valibot'
import { createStorageStore, parseStoredJson, type StorageStore } from '@/lib/storage-store'

/** What the wishlist and recently viewed keep of a product: enough to show a card offline. Prices in ₹. */
export interface ProductSnapshot {
  id: string
  name: string
  image: string
  price: number
  originalPrice?: number
}

const price = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.finite(), v.minValue(0))

const SnapshotSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200)),
  name: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').slice(0, 500)),
  ),
  image: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').slice(0, 4096)),
  ),
  // A missing price shows as ₹0 rather than dropping the saved product.
  price: v.optional(v.fallback(price, 0), 0),
  originalPrice: v.optional(v.fallback(v.nullable(price), null)),
})

/** Only the snapshot fields, so storage never holds more than it needs. */
export function toSnapshot(p: ProductSnapshot): ProductSnapshot {
  const price = Number.isFinite(p.price) ? p.price : 0
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    price,
    ...(p.originalPrice !== undefined && Number.isFinite(p.originalPrice) ? { originalPrice: p.originalPrice } : {}),
  }
}

/** Keeps each valid entry (first of a repeated id, at most `max`); never throws. */
export const parseSnapshots = (raw: string | null, max: number): ProductSnapshot[] =>
  decodeSnapshots(parseStoredJson(raw), max)

function decodeSnapshots(stored: unknown, max: number): ProductSnapshot[] {
  if (!Array.isArray(stored)) return []
  const seen = new Set<string>()
  const out: ProductSnapshot[] = []
  for (const entry of stored) {
    const r = v.safeParse(SnapshotSchema, entry)
    if (!r.success || seen.has(r.output.id)) continue
    seen.add(r.output.id)
    const { originalPrice, ...rest } = r.output
    out.push(originalPrice === null || originalPrice === undefined ? rest : { ...rest, originalPrice })
    if (out.length >= max) break
  }
  return out
}

/** At most `max` snapshots in localStorage `key`; edits apply to the latest saved list, in step across tabs. */
export function createSnapshotStore(key: string, max: number): StorageStore<ProductSnapshot[]> {
  return createStorageStore({
    key,
    decode: (stored) => decodeSnapshots(stored, max),
    prepare: (list) => list.slice(0, max),
  })
}

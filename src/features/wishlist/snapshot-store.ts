import { useSyncExternalStore } from 'react'
import * as v from 'valibot'

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

/** Copies only the snapshot fields of a product (a full Product fits), so storage never holds more than it needs. */
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

/**
 * Reads a stored list of snapshots, keeping each valid entry (first of a repeated id) and
 * dropping the rest: corrupted, truncated or old values never throw.
 */
export function parseSnapshots(raw: string | null, max: number): ProductSnapshot[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const out: ProductSnapshot[] = []
  for (const entry of data) {
    const r = v.safeParse(SnapshotSchema, entry)
    if (!r.success || seen.has(r.output.id)) continue
    seen.add(r.output.id)
    const { originalPrice, ...rest } = r.output
    out.push(originalPrice === null || originalPrice === undefined ? rest : { ...rest, originalPrice })
    if (out.length >= max) break
  }
  return out
}

/** A list of product snapshots saved in localStorage under `key`, kept in step across tabs. */
export interface SnapshotStore {
  get: () => ProductSnapshot[]
  /**
   * Applies `edit` to the latest list and saves the result: the latest is what storage holds now,
   * since another tab may have saved a moment ago and its storage event not have arrived yet
   * (editing this tab's copy would drop that tab's edit). While saving fails, storage is behind this
   * tab, so its own copy is edited. An edit returning its input unchanged (same array) saves nothing.
   */
  update: (edit: (latest: ProductSnapshot[]) => ProductSnapshot[]) => void
  subscribe: (listener: () => void) => () => void
  /** Re-reads storage (tests, and after another tab wrote). */
  reload: () => void
  /** True when the last save failed (quota, blocked storage): the list is only in memory. */
  saveFailed: () => boolean
}

/** Creates a store over localStorage `key` holding at most `max` snapshots; `storage` events from other tabs update it. */
export function createSnapshotStore(key: string, max: number): SnapshotStore {
  const read = (): ProductSnapshot[] => {
    try {
      return parseSnapshots(localStorage.getItem(key), max)
    } catch {
      return []
    }
  }
  let items: ProductSnapshot[] = typeof localStorage === 'undefined' ? [] : read()
  let failed = false
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) {
        items = read()
        emit()
      }
    })
  }

  /** Replaces the list (at most `max` kept) and saves it; a failed save keeps it in memory. */
  const set = (next: ProductSnapshot[]) => {
    items = next.slice(0, max)
    try {
      localStorage.setItem(key, JSON.stringify(items))
      failed = false
    } catch {
      failed = true
    }
    emit()
  }

  return {
    get: () => items,
    update: (edit) => {
      const latest = failed ? items : read()
      const next = edit(latest)
      if (next !== latest) set(next)
    },
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    reload: () => {
      items = read()
      emit()
    },
    saveFailed: () => failed,
  }
}

/** The store's list, re-rendering on every change in this or another tab. */
export function useSnapshots(store: SnapshotStore): ProductSnapshot[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

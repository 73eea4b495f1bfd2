import { useSyncExternalStore } from 'react'
import { createSnapshotStore, toSnapshot, useSnapshots, type ProductSnapshot } from './snapshot-store'

/** localStorage key of the wishlist (saved products; works offline). */
export const WISHLIST_KEY = 'wishlist'
const MAX_SAVED = 200

const store = createSnapshotStore(WISHLIST_KEY, MAX_SAVED)

/** Wishlist actions; each saves at once. Newest first. */
export const wishlist = {
  get: store.get,
  has: (id: string): boolean => store.get().some((p) => p.id === id),
  add: (p: ProductSnapshot) => store.set([toSnapshot(p), ...store.get().filter((x) => x.id !== p.id)]),
  remove: (id: string) => store.set(store.get().filter((x) => x.id !== id)),
  /** Adds or removes; returns true when the product is now saved. */
  toggle: (p: ProductSnapshot): boolean => {
    if (wishlist.has(p.id)) {
      wishlist.remove(p.id)
      return false
    }
    wishlist.add(p)
    return true
  },
  /** Refreshes a saved snapshot (name, image, prices) from newer product data; no-op if not saved. */
  refresh: (p: ProductSnapshot) => {
    const list = store.get()
    const i = list.findIndex((x) => x.id === p.id)
    const next = toSnapshot(p)
    const cur = list[i]
    if (!cur || JSON.stringify(cur) === JSON.stringify(next)) return
    store.set(list.map((x, j) => (j === i ? next : x)))
  },
  clear: () => store.set([]),
  reload: store.reload,
  saveFailed: store.saveFailed,
  subscribe: store.subscribe,
}

/** The saved products, newest first. */
export const useWishlist = (): ProductSnapshot[] => useSnapshots(store)

/** Whether one product is saved (re-renders only when that answer changes). */
export function useIsWishlisted(id: string): boolean {
  return useSyncExternalStore(store.subscribe, () => wishlist.has(id), () => false)
}

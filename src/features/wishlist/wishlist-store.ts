import { useSyncExternalStore } from 'react'
import { useStorageStore } from '@/lib/storage-store'
import { createSnapshotStore, toSnapshot, type ProductSnapshot } from './snapshot-store'

export const WISHLIST_KEY = 'wishlist'
const MAX_SAVED = 200

const store = createSnapshotStore(WISHLIST_KEY, MAX_SAVED)

const withProduct = (p: ProductSnapshot) => (list: ProductSnapshot[]) => [
  toSnapshot(p),
  ...list.filter((x) => x.id !== p.id),
]
const withoutProduct = (id: string) => (list: ProductSnapshot[]) => list.filter((x) => x.id !== id)

/** Newest first, at most 200; each edit applies to the latest saved list and saves at once (see saveFailed). */
export const wishlist = {
  get: store.get,
  has: (id: string): boolean => store.get().some((p) => p.id === id),
  /** At the front, once only. */
  add: (p: ProductSnapshot) => store.update(withProduct(p)),
  remove: (id: string) => store.update(withoutProduct(id)),
  /** Does what a heart showing `shownSaved` offers, whatever another tab did; true when now saved. */
  toggle: (p: ProductSnapshot, shownSaved: boolean = wishlist.has(p.id)): boolean => {
    if (shownSaved) wishlist.remove(p.id)
    else wishlist.add(p)
    return !shownSaved
  },
  /** Refreshes a saved snapshot (name, image, prices) from newer product data; no-op if not saved or unchanged. */
  refresh: (p: ProductSnapshot) =>
    store.update((list) => {
      const next = toSnapshot(p)
      const i = list.findIndex((x) => x.id === p.id)
      const cur = list[i]
      if (!cur || JSON.stringify(cur) === JSON.stringify(next)) return list
      return list.map((x, j) => (j === i ? next : x))
    }),
  clear: () => store.update(() => []),
  reload: store.reload,
  saveFailed: store.saveFailed,
  subscribe: store.subscribe,
}

/** The saved products, newest first. */
export const useWishlist = (): ProductSnapshot[] => useStorageStore(store)

/** Whether one product is saved (re-renders only when that answer changes). */
export function useIsWishlisted(id: string): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => wishlist.has(id),
    () => false,
  )
}

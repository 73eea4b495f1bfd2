import { useStorageStore } from '@/lib/storage-store'
import { createSnapshotStore, toSnapshot, type ProductSnapshot } from './snapshot-store'

export type { ProductSnapshot } from './snapshot-store'

export const RECENTLY_VIEWED_KEY = 'recently-viewed'
export const MAX_RECENTLY_VIEWED = 12

const store = createSnapshotStore(RECENTLY_VIEWED_KEY, MAX_RECENTLY_VIEWED)

/** Moves the product to the front of the latest saved list (another tab's views are kept). */
export function recordRecentlyViewed(product: ProductSnapshot): void {
  const snap = toSnapshot(product)
  store.update((list) =>
    list[0] && JSON.stringify(list[0]) === JSON.stringify(snap)
      ? list
      : [snap, ...list.filter((p) => p.id !== snap.id)],
  )
}

export const clearRecentlyViewed = (): void => store.update(() => [])

/** Newest first; updates across tabs. */
export const useRecentlyViewed = (): ProductSnapshot[] => useStorageStore(store)

export const getRecentlyViewed = (): ProductSnapshot[] => store.get()

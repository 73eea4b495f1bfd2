import { useStorageStore } from '@/lib/storage-store'
import { createSnapshotStore, toSnapshot, type ProductSnapshot } from './snapshot-store'

export type { ProductSnapshot } from './snapshot-store'

/** localStorage key of the recently viewed products. */
export const RECENTLY_VIEWED_KEY = 'recently-viewed'
/** How many recently viewed products are kept. */
export const MAX_RECENTLY_VIEWED = 12

const store = createSnapshotStore(RECENTLY_VIEWED_KEY, MAX_RECENTLY_VIEWED)

/**
 * Records a product page view: the product moves to the front of the latest saved list (another
 * tab's views are kept), which keeps the last 12. Accepts any object with the snapshot fields
 * `{id, name, image, price, originalPrice?}` (a catalogue Product fits).
 */
export function recordRecentlyViewed(product: ProductSnapshot): void {
  const snap = toSnapshot(product)
  store.update((list) =>
    list[0] && JSON.stringify(list[0]) === JSON.stringify(snap)
      ? list
      : [snap, ...list.filter((p) => p.id !== snap.id)],
  )
}

/** Forgets every recently viewed product (e.g. on sign-out, if wanted). */
export const clearRecentlyViewed = (): void => store.update(() => [])

/** The last 12 products viewed, newest first; updates across tabs. For the home page and the offline state. */
export const useRecentlyViewed = (): ProductSnapshot[] => useStorageStore(store)

/** Current list without subscribing (non-React callers). */
export const getRecentlyViewed = (): ProductSnapshot[] => store.get()

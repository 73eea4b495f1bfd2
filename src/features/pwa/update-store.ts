import { useSyncExternalStore } from 'react'
import { createValueStore } from '@/lib/value-store'

/** Activates the waiting service worker and reloads once it controls the page. */
export type ApplyUpdate = () => void

const store = createValueStore<ApplyUpdate | null>(null)

export function offerUpdate(apply: ApplyUpdate): void {
  store.set(apply)
}

export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null)
}

import { useSyncExternalStore } from 'react'
import { createValueStore } from '@/lib/value-store'

/** Activates the waiting service worker and reloads once it controls the page. */
export type ApplyUpdate = () => void

const store = createValueStore<ApplyUpdate | null>(null)

/** Called by the service worker registration when a new version is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate): void {
  store.set(apply)
}

/** The pending update's `apply`, or null when the running version is the newest. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null)
}

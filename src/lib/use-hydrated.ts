import { useSyncExternalStore } from 'react'

// Nothing to watch: the value changes once, when React swaps in the client snapshot.
const subscribe = () => () => undefined

/** False on the server and while hydrating; true after, and at once on a page the browser renders itself. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

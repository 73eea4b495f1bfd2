import { useSyncExternalStore } from 'react'

// Nothing to watch: the value changes once, when React swaps the server snapshot for the client's.
const subscribe = () => () => undefined

/**
 * False while the server renders and while the browser hydrates the server's HTML; true from the
 * render after hydration on, and at once on a page the browser renders itself. For parts that must
 * not be in the server's HTML: a field that cannot keep what is typed into it before the page's
 * scripts take over (the header search, whose code loads on its own after hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

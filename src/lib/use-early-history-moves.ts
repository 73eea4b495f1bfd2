import { useLayoutEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/*
 * The router listens to history from its mount on (its Transitioner subscribes in a layout effect),
 * and on mount it loads the address only if no load has ever started. A Back / Forward taken after
 * the router was made, while its first load ran or React built the first page, was therefore never
 * loaded: the address showed the listing and the screen the product page it was left from.
 */

/**
 * Loads the page of a Back / Forward taken after the router was created and before it was mounted:
 * once mounted, an address other than the one the router has loaded (or is loading) is loaded.
 * Moves after the mount are the router's own. Call it once, in the root route's component, whose
 * layout effect runs after the router's own mount effect.
 */
export function useLoadEarlyHistoryMoves(): void {
  const router = useRouter()
  useLayoutEffect(() => {
    router.updateLatestLocation()
    if (router.latestLocation.href !== router.state.location.href) void router.load()
  }, [router])
}

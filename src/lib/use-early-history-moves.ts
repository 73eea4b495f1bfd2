import { useLayoutEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/** Loads a Back/Forward taken before the router mounted; call once, in the root route's component. */
export function useLoadEarlyHistoryMoves(): void {
  const router = useRouter()
  useLayoutEffect(() => {
    router.updateLatestLocation()
    if (router.latestLocation.href !== router.state.location.href) void router.load()
  }, [router])
}

import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/router-core/ssr/client'
import { AppProviders } from './app-providers'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

declare global {
  interface Window {
    /** TanStack Router's inline SSR bootstrap (its `h()` marks the page hydrated, so it can clear its data). */
    $_TSR?: { h(): void }
  }
}

/**
 * The root component: theme, React Query and the router. `afterFirstRender` runs once, after the
 * first commit (a server-rendered page starts saving and restoring the catalogue only then).
 */
export function App({
  queryClient,
  router,
  afterFirstRender,
}: {
  queryClient: QueryClient
  router: AppRouter
  afterFirstRender?: () => void
}) {
  useEffect(() => afterFirstRender?.(), [afterFirstRender])
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

/**
 * Takes the server's state into `router` (its matches, loader data and, through the SSR query
 * integration, the dehydrated queries), as TanStack's RouterClient does, but before React renders:
 * when that state is unreadable (a garbled or cut page), the caller can still load the page afresh
 * and render over the markup instead of hydrating into an error. Resolves true when taken, false
 * when not; never rejects.
 */
export async function takeServerState(router: AppRouter): Promise<boolean> {
  try {
    await hydrate(router)
    return true
  } catch {
    return false
  } finally {
    window.$_TSR?.h()
  }
}

/**
 * Starts loading the code of every route matching the router's current address (route chunks and
 * lazy components), without running any loader. The router's own load later reuses what was started;
 * a chunk that fails to load is its to report, so failures are ignored here.
 */
export function loadRouteChunks(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined)
}

import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { AppProviders } from './app-providers'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** The root component; `afterFirstRender` runs once, after the first commit. */
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

/** Starts loading the current address's route chunks (no loaders); the router reports failures. */
export function loadRouteChunks(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined)
}

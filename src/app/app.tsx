import { useEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { HydrationContext, type Hydration } from '@/lib/hydration-progress'
import { AppProviders } from './app-providers'
import type { Storefront } from './create-app'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** The root component of `app`, hydrating with `hydration` if any; `afterFirstRender` runs once, after the first commit. */
export function App({
  app,
  hydration = null,
  afterFirstRender,
}: {
  app: Storefront
  hydration?: Hydration | null
  afterFirstRender?: () => void
}) {
  useEffect(() => afterFirstRender?.(), [afterFirstRender])
  return (
    <HydrationContext value={hydration}>
      <AppProviders queryClient={app.queryClient} api={app.api} session={app.session}>
        <RouterProvider router={app.router} />
      </AppProviders>
    </HydrationContext>
  )
}

/** Starts loading the current address's route chunks (no loaders); the router reports failures. */
export function loadRouteChunks(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined)
}

import { use, useEffect, type ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { AppProviders } from './app-providers'
import { hydratesServerMarkup } from './server-rendered'
import { reloadHistoryMovesUntil } from './early-history-moves'
import { serverBoundariesHydrated } from '@/lib/hydration-progress'
import { finishScrollRestoration } from '@/lib/finish-scroll-restoration'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { wireSession } from './session-wiring'
import { startQueryPersistence } from './persist'
import { startPwa } from './start-pwa'

/** What `startApp` hands the browser entry: the root component and how to mount it. */
export interface StartedApp {
  /** The app's providers: theme, React Query and the router. */
  App: () => ReactElement
  /** True when `App` hydrates the server's markup in `#root` (false: render over it). */
  hydrating: boolean
}

/**
 * Starts the app in two steps, so the bundle's evaluation and the app's start are not one long
 * main-thread task on a slow phone. `beginApp()`, called while the bundle is evaluated, does what
 * must not wait: it decides whether to hydrate, makes the query client, guards history moves during
 * hydration and starts reading the saved catalogue (the read then runs beside the first paint). The
 * function it returns, called once in a later task, creates the router and starts what runs beside
 * the pages (session, service worker), and hands back the root component.
 */
export function beginApp(): () => StartedApp {
  const hydrating = hydratesServerMarkup()
  const queryClient = createQueryClient()
  // Until the whole page has hydrated (each Suspense boundary of the server's markup, not only the
  // root), a Back / Forward to another page loads it from the server: the router must not render it
  // into markup still being hydrated. Set before the router, so this popstate listener runs first.
  const stopGuard = hydrating
    ? reloadHistoryMovesUntil(serverBoundariesHydrated(document.getElementById('root')!))
    : null
  // A returning shopper's saved catalogue is restored before the router loads any data (null on a first visit).
  // A server-rendered page is restored only once hydrated: the hydrating render must match the
  // server's HTML, and a saved copy of a query the server left loading would render it filled in.
  const restoring = hydrating ? null : startQueryPersistence(queryClient)
  return () => {
    // A Back / Forward taken between the two steps moved the address: the markup is another page's
    // (the guard above is reloading it), so the router, made now at the new address, renders over it.
    const stillHydrating = hydrating && hydratesServerMarkup()
    if (!stillHydrating) stopGuard?.()
    return startRest(queryClient, stillHydrating, !hydrating, restoring)
  }
}

function startRest(
  queryClient: QueryClient,
  hydrating: boolean,
  /** False when the saved catalogue is read only after hydration (see beginApp). */
  restoreStarted: boolean,
  restoring: Promise<void> | null,
): StartedApp {
  const router = createAppRouter(queryClient)
  finishScrollRestoration(router)
  wireSession(queryClient, router)
  // Server-rendered page: the router and the query cache take the server's state (no refetch of what it sent).
  if (hydrating) setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  let persistenceStarted = restoreStarted
  startPwa(queryClient, router)
  // The router resolves the first location (matches, route chunks; loaders never block) before React
  // renders, so the whole first page is built in main.tsx's transition, which yields every few ms.
  // Loaded on mount instead, the router would update its store synchronously after the first commit
  // and the page would be built in one long main-thread task (no long tasks over 50 ms).
  // It starts in a task of its own, after this one, so the two do not add up to one long task.
  const ready = (restoring ?? new Promise<void>((resolve) => setTimeout(resolve, 0)))
    // RouterClient does the first load itself when hydrating, from the server's matches.
    .then(() => (hydrating ? undefined : router.load()))
    .catch(() => undefined)

  function App() {
    // Suspending here keeps the page's first view (static or server-rendered) on screen until the
    // restore and the first route load are done.
    use(ready)
    useEffect(() => {
      if (persistenceStarted) return
      persistenceStarted = true
      void startQueryPersistence(queryClient)
    }, [])
    return (
      <AppProviders queryClient={queryClient}>
        {hydrating ? <RouterClient router={router} /> : <RouterProvider router={router} />}
      </AppProviders>
    )
  }
  return { App, hydrating }
}

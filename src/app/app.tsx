import { useEffect, type ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { AppProviders } from './app-providers'
import { hydratesServerMarkup } from './server-rendered'
import { reloadHistoryMovesUntil } from './early-history-moves'
import { serverBoundariesHydrated } from '@/lib/hydration-progress'
import { finishScrollRestoration } from '@/lib/finish-scroll-restoration'
import { preloadLazyParts } from '@/lib/lazy-optional'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { hydrateRouter } from './hydrate-router'
import { wireSession } from './session-wiring'
import { startQueryPersistence } from './persist'
import { startPwa } from './start-pwa'
import { loadStoreConfig } from '@/lib/config'

/** What `startApp` hands the browser entry: the root component and how to mount it. */
export interface StartedApp {
  /** The app's providers: theme, React Query and the router. */
  App: () => ReactElement
  /** True when `App` hydrates the server's markup in `#root` (false: render over it). */
  hydrating: boolean
  /**
   * Settles when the saved catalogue is restored and the router has resolved the first location:
   * mount `App` only then, so the page's first view (static or server-rendered) stays on screen
   * until the first render can show the page itself. Resolves to whether to hydrate the markup: as
   * `hydrating`, except false when the server's state could not be taken (the page is then loaded
   * afresh and rendered over the markup). Never rejects.
   */
  ready: Promise<boolean>
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
  // Which store API to call (the page's, or config.json's): every API request waits for it.
  void loadStoreConfig()
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
    const started = startRest(queryClient, stillHydrating, !hydrating, restoring)
    // The server's state could not be taken: the page is rendered over its markup, whose marks never report.
    if (stillHydrating) void started.ready.then((hydrates) => hydrates || stopGuard?.())
    return started
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
  // The first page's route chunks load while the saved catalogue is read, not after it.
  if (restoring) loadRouteChunks(router)
  // The router resolves the first location (matches, route chunks; loaders never block) before the
  // root renders, so the whole first page is built in one render (main.tsx's transition). Loaded on
  // mount instead, the router would update its store synchronously after the first commit and the
  // page would be built a second time.
  // It starts in a task of its own, after this one, so the two do not add up to one long task.
  const ready = (restoring ?? new Promise<void>((resolve) => setTimeout(resolve, 0)))
    // Hydrating, the first load is the server's: its matches and data are taken, nothing is fetched again.
    .then(() =>
      hydrating
        ? hydrateRouter(router).then(
            // After the router's: its route chunks bring lazy parts of their own.
            () => preloadLazyParts().then(() => true),
            () => router.load().then(() => false),
          )
        : router.load().then(() => false),
    )
    .catch(() => false)

  function App() {
    useEffect(() => {
      if (persistenceStarted) return
      persistenceStarted = true
      void startQueryPersistence(queryClient)
    }, [])
    return (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    )
  }
  return { App, hydrating, ready }
}

/**
 * Starts loading the code of every route matching the router's current address (route chunks and
 * lazy components), without running any loader. The router's own load later reuses what was started;
 * a chunk that fails to load is its to report, so failures are ignored here.
 */
function loadRouteChunks(router: ReturnType<typeof createAppRouter>): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined)
}

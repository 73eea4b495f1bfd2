import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { App, loadRouteChunks, takeServerState } from './app/app'
import { reloadHistoryMovesUntil } from './app/early-history-moves'
import { startQueryPersistence } from './app/persist'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { hydratesPrerenderedMarkup, hydratesServerMarkup } from './app/server-rendered'
import { wireSession } from './app/session-wiring'
import { startPwa } from './app/start-pwa'
import { startLocale } from './i18n/locale-choice'
import { loadStoreConfig } from './lib/config'
import { finishScrollRestoration } from './lib/finish-scroll-restoration'
import { serverBoundariesHydrated } from './lib/hydration-progress'
import { hydratingPrerenderedHtml } from './lib/use-query'

/**
 * Starts the store in the browser. Before the first render, in order:
 * 1. Learn which store API to call (the page's configuration, else `/config.json`, else the last one
 *    known, else the default rule): every API request waits for it. Decide whether to hydrate:
 *    `#root` holds the server's markup of this very address (not after a Back / Forward taken
 *    before this script ran), or the build's prerendered page of exactly this path.
 * 2. Make the query client. Hydrating: guard Back / Forward until every part of the markup has
 *    hydrated. Not hydrating the server's markup: start reading the saved catalogue from IndexedDB
 *    (the read runs beside the next steps). Start loading the shopper's language (Hindi is a chunk
 *    of its own); a prerendered page, in English, switches to it once every part has hydrated.
 * 3. In a task of its own (so the bundle's evaluation and the start are not one long task on a slow
 *    phone): make the router, its scroll restoration, the session wiring, and the PWA parts (network
 *    watch, install offer; the service worker and the offline orders' sender once the page has
 *    settled: its first render, data and photos in).
 * 4. The first page's data: hydrating the server's markup, the router takes the server's state
 *    (nothing is fetched again); otherwise the page's route chunks load while the saved catalogue is
 *    read, then the router resolves the page (its guards run, its loaders start queries and never
 *    block). A prerendered page is hydrated only if the router is still at its path (a guard of this
 *    device, say signed in at /login, moves it away).
 * 5. Render in a transition, so React yields to the browser while it builds the page: `hydrateRoot`
 *    keeps the markup and hydrates each Suspense boundary as its code arrives (a tap on a part
 *    hydrates it first; a part of a prerendered page hydrates with the build's query results, see
 *    lib/use-query.ts); `createRoot` replaces the shell (offline, in one go).
 * After the first render: a server-rendered page starts saving and restoring the catalogue (restored
 * any earlier, the page's data would differ from the server's markup it is hydrating).
 */
async function start(): Promise<void> {
  void loadStoreConfig()
  const root = document.getElementById('root')!
  const serverMarkup = hydratesServerMarkup()
  const prerendered = !serverMarkup && hydratesPrerenderedMarkup()
  const queryClient = createQueryClient()
  const boundaries = serverMarkup || prerendered ? serverBoundariesHydrated(root) : null
  const stopGuard = boundaries ? reloadHistoryMovesUntil(boundaries) : null
  const languageHeld = prerendered ? holdUntil(boundaries!, HYDRATION_WAIT_MS) : null
  const restoring = serverMarkup ? null : startQueryPersistence(queryClient)
  const locale = startLocale(languageHeld?.released)

  await nextTask()
  const router = createAppRouter(queryClient)
  finishScrollRestoration(router)
  wireSession(queryClient, router)
  let firstRendered = () => {}
  startPwa(queryClient, router, new Promise<void>((resolve) => (firstRendered = resolve)))

  let hydrating = serverMarkup && hydratesServerMarkup()
  if (hydrating) {
    setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
    hydrating = await takeServerState(router)
  }
  // Rendered over the markup (moved away, or its state unreadable): no boundary of it will report.
  if (serverMarkup && !hydrating) stopGuard?.()
  if (!hydrating) {
    if (restoring) loadRouteChunks(router)
    await restoring
    await router.load().catch(() => undefined)
  }
  if (prerendered && hydratesPrerenderedMarkup()) {
    // The router renders the page as it does on a server (no Suspense boundary of its own around
    // the matches), as the build rendered it; its queries as they were there (lib/use-query.ts).
    router.ssr = { manifest: undefined }
    hydratingPrerenderedHtml()
    hydrating = true
  } else if (prerendered) {
    stopGuard?.()
    languageHeld?.release()
  }
  if (!languageHeld || !hydrating) await locale

  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        afterFirstRender={once(() => {
          firstRendered()
          if (serverMarkup) void startQueryPersistence(queryClient)
        })}
      />
    </StrictMode>
  )
  // Offline the start waits on no network, only on the phone's own work, and the first view's
  // controls stay disabled until this render: it runs in one go (listing about 0.9× the time to its
  // first product, docs/performance.md). Online, React yields while it builds the page.
  if (!hydrating && !navigator.onLine) createRoot(root).render(app)
  else
    startTransition(() => {
      if (hydrating) hydrateRoot(root, app)
      else createRoot(root).render(app)
    })
}

/**
 * The longest a prerendered page, hydrated in English, waits for its lazily loaded parts to hydrate
 * before switching to the shopper's language (ms): a part still waiting for its code then is
 * rendered afresh, as on a static host.
 */
const HYDRATION_WAIT_MS = 3000

/** A hold released when `until` settles or after `maxMs`, whichever is first, or by `release()`. */
function holdUntil(until: Promise<void>, maxMs: number): { released: Promise<void>; release: () => void } {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
    void until.then(resolve)
    setTimeout(resolve, maxMs)
  })
  return { released, release }
}

/** `run`, at most once however often it is called (development's StrictMode runs effects twice). */
function once(run: () => void): () => void {
  let done = false
  return () => {
    if (!done) run()
    done = true
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void start()

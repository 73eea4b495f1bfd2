import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, loadRouteChunks } from './app/app'
import { reloadHistoryMovesUntil, stopOnceMovedInApp } from './app/early-history-moves'
import { createApp } from './app/create-app'
import { startQueryPersistence } from './app/persist'
import { createQueryClient } from './app/query-client'
import { pageBusy, whenFirstViewShown } from './app/page-settled'
import { hydratesPrerenderedMarkup, hydratesServerMarkup } from './app/server-rendered'
import { startPwa } from './app/start-pwa'
import { preparePriceFormat } from './i18n/format'
import { startLocale } from './i18n/locale-choice'
import { createBrowserStoreConfig } from './lib/config'
import { finishScrollRestoration } from './lib/finish-scroll-restoration'
import { holdLazyParts } from './lib/lazy-optional'
import { trackHydration } from './lib/hydration-progress'

/**
 * Starts the store: hydrates server or prerendered markup of this very address, else restores the
 * saved catalogue and renders over the shell. A server-rendered page restores only after its first
 * render, so hydration matches the markup. The router is made in a task of its own (no long task).
 */
async function start(): Promise<void> {
  const config = createBrowserStoreConfig()
  void config.load()
  const root = document.getElementById('root')!
  const serverMarkup = hydratesServerMarkup()
  const prerendered = !serverMarkup && hydratesPrerenderedMarkup()
  const queryClient = createQueryClient()
  const hydration = serverMarkup || prerendered ? trackHydration(root) : null
  const boundaries = hydration?.boundariesHydrated ?? null
  const stopGuard = boundaries ? reloadHistoryMovesUntil(boundaries) : null
  const languageHeld = prerendered ? holdUntil(boundaries!, HYDRATION_WAIT_MS) : null
  const restoring = serverMarkup ? null : startQueryPersistence(queryClient)
  const locale = startLocale(languageHeld?.released)

  await nextTask()
  const app = createApp({ config, queryClient })
  const { router } = app
  if (stopGuard) stopOnceMovedInApp(router, stopGuard)
  finishScrollRestoration(router)
  app.session.wire()
  let firstRendered = () => {}
  const rendered = new Promise<void>((resolve) => (firstRendered = resolve))
  startPwa(app, rendered)
  holdLazyParts(whenFirstViewShown({ rendered, busy: () => pageBusy(app.queryClient, router) }))

  let hydrating = serverMarkup && hydratesServerMarkup()
  // Its code comes preloaded with a server-rendered page; a static page never loads it.
  if (hydrating)
    hydrating = await import('./app/server-state').then((m) => m.takeServerState(router, queryClient), noServerState)
  // Rendered over the markup: no boundary of it will report.
  if (serverMarkup && !hydrating) stopGuard?.()
  if (!hydrating) {
    if (restoring) {
      loadRouteChunks(router)
      // While the saved catalogue is read: the first render's prices then cost no locale data load.
      setTimeout(preparePriceFormat, 0)
    }
    await restoring
    await router.load().catch(() => undefined)
  }
  if (prerendered && hydratesPrerenderedMarkup()) {
    // Render the matches as the build did (no router Suspense boundary), so hydration matches.
    router.ssr = { manifest: undefined }
    hydration!.prerendered = true
    hydrating = true
  } else if (prerendered) {
    stopGuard?.()
    languageHeld?.release()
  }
  if (!languageHeld || !hydrating) await locale

  const tree = (
    <StrictMode>
      <App
        app={app}
        hydration={hydration}
        afterFirstRender={once(() => {
          firstRendered()
          if (serverMarkup) void startQueryPersistence(queryClient)
        })}
      />
    </StrictMode>
  )
  // Hydration yields while it builds (the markup is already on screen). A render over the shell
  // shows data at hand (restored or loaded): in one go, since every yield paints a frame and
  // recalculates the styles added so far, and nothing on the shell waits for input.
  if (hydrating) startTransition(() => void hydrateRoot(root, tree))
  else createRoot(root).render(tree)
}

/** Ms a prerendered English page waits for its lazy parts to hydrate before switching language. */
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

/** `run` at most once (StrictMode runs effects twice). */
function once(run: () => void): () => void {
  let done = false
  return () => {
    if (!done) run()
    done = true
  }
}

/** The server state's code could not load: render over the markup. */
function noServerState(): boolean {
  window.$_TSR?.h()
  return false
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void start()

import type { QueryClient } from '@tanstack/react-query'
import type { createAppRouter } from './router'

/** How often a start looks again whether the page has settled (ms). */
const CHECK_EVERY_MS = 100
/** The longest a start waits for the page to settle (ms): a request that hangs must not hold back the rest forever. */
const MAX_WAIT_MS = 10_000
/** How long the browser may wait for an idle moment once the page has settled (ms). */
const IDLE_TIMEOUT_MS = 1000

/**
 * True while the page is still loading what it shows: the router resolving a page (its chunks or
 * loaders), a query fetching (a paused one, offline, does not count), or an image not lazily loaded
 * still on its way. On a page rendered in the browser the window's load event fires long before
 * its data and photos, so that event alone does not say the page is done.
 */
export function pageBusy(
  queryClient: Pick<QueryClient, 'isFetching'>,
  router: Pick<ReturnType<typeof createAppRouter>, 'state'>,
  doc: Pick<Document, 'images'> = document,
): boolean {
  if (router.state.status !== 'idle' || router.state.isLoading) return true
  if (queryClient.isFetching() > 0) return true
  for (const img of Array.from(doc.images)) if (img.loading !== 'lazy' && !img.complete) return true
  return false
}

/**
 * Runs `run` once the page has settled: after the window's load event and the app's first render
 * (`rendered`), once `busy()` has turned false (looked at every 100 ms), at an idle moment (at most
 * 1 s later); or 10 s after both whatever `busy()` says. Code that the page itself does not show
 * (the service worker's registration, the offline orders' sender) starts there, so that on slow
 * mobile data its chunks do not take the connections and bandwidth the page's own chunks, data and
 * photos need.
 */
export function whenPageSettled(
  { rendered, busy }: { rendered: Promise<void>; busy: () => boolean },
  run: () => void,
): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  void Promise.all([loaded, rendered]).then(() => {
    const deadline = Date.now() + MAX_WAIT_MS
    const check = () => {
      if (busy() && Date.now() < deadline) setTimeout(check, CHECK_EVERY_MS)
      else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS })
      else setTimeout(run, 0)
    }
    check()
  })
}

import type { QueryClient } from '@tanstack/react-query'
import type { createAppRouter } from './router'

const CHECK_EVERY_MS = 100
const MAX_WAIT_MS = 10_000
const IDLE_TIMEOUT_MS = 1000
/** Checks in a row that must find the page quiet: an answer just in may not be rendered (its images not asked for) yet. */
const QUIET_CHECKS = 3

/** True while the page still loads what it shows (route, unpaused query, non-lazy image); load fires sooner. */
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

/** Runs `run` after load and `rendered`, once `busy()` is false 3 checks in a row, 100 ms apart (or 10 s passed), at an idle moment. */
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
    let quiet = 0
    const check = () => {
      quiet = busy() ? 0 : quiet + 1
      if (quiet < QUIET_CHECKS && Date.now() < deadline) setTimeout(check, CHECK_EVERY_MS)
      else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS })
      else setTimeout(run, 0)
    }
    check()
  })
}

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

/** Resolves once a frame has been painted (a task queued from a frame's callback runs after it). */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

const SHOWN_CHECK_MS = 50
const SHOWN_MAX_WAIT_MS = 1000

/** Resolves once the first view is painted with its data and eager images (at most 1 s); at once on a tap, key or focus. */
export function whenFirstViewShown({
  rendered,
  busy,
}: {
  rendered: Promise<void>
  busy: () => boolean
}): Promise<void> {
  return new Promise((resolve) => {
    const early = ['pointerdown', 'keydown', 'focusin'] as const
    const done = () => {
      for (const type of early) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of early) window.addEventListener(type, done, true)
    void rendered.then(afterPaint).then(() => {
      const deadline = Date.now() + SHOWN_MAX_WAIT_MS
      const check = () => {
        if (busy() && Date.now() < deadline) setTimeout(check, SHOWN_CHECK_MS)
        else void afterPaint().then(done)
      }
      check()
    })
  })
}

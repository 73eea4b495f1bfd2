import type { AnyRouter } from '@tanstack/react-router'
import { pathAndQuery } from './server-rendered'

/** Until `hydrated`, Back / Forward to another page reloads it (not rendered into a hydrating tree). Call first. */
export function reloadHistoryMovesUntil(hydrated: Promise<unknown>, win: Window = window): () => void {
  const rendered = pathAndQuery(win.location.href)
  const onPop = (event: PopStateEvent) => {
    if (pathAndQuery(win.location.href) === rendered) return
    // Offline, a reload could get the browser's error page.
    if (win.navigator?.onLine === false) return
    event.stopImmediatePropagation()
    win.location.reload()
  }
  win.addEventListener('popstate', onPop, { capture: true })
  const stop = () => win.removeEventListener('popstate', onPop, { capture: true })
  void hydrated.then(stop)
  return stop
}

/**
 * Calls `stop` once the router has shown a page other than the rendered one: the app is then live
 * and Back / Forward are its own, even while a part left on the rendered page never hydrates.
 */
export function stopOnceMovedInApp(
  router: Pick<AnyRouter, 'subscribe'>,
  stop: () => void,
  rendered = pathAndQuery(window.location.href),
): void {
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (pathAndQuery(toLocation.href) === rendered) return
    stop()
    unsubscribe()
  })
}

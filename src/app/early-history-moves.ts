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

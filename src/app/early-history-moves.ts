import { pathAndQuery } from './server-rendered'

/*
 * Back / Forward on a server-rendered page before it has finished hydrating. Its history may hold
 * other entries of the same document (the app's own navigations, kept across a reload), and a move
 * to one of them is a popstate, not a page load: the router would render the entry's page into a
 * tree React is still hydrating from the server's markup of another page (React error 418, and the
 * page rendered again from scratch). Such a move loads the entry's page from the server instead.
 */

/**
 * Until `hydrated` settles, a Back / Forward that moves to another page reloads that page (the
 * browser asks the server for it) rather than letting the router render it; a change of fragment
 * alone, or any move while offline, is left to the router. Call it before the router is created,
 * so this listener comes first.
 * @returns a function that stops it early.
 */
export function reloadHistoryMovesUntil(hydrated: Promise<unknown>, win: Window = window): () => void {
  const rendered = pathAndQuery(win.location.href)
  const onPop = (event: PopStateEvent) => {
    if (pathAndQuery(win.location.href) === rendered) return
    // Offline, a reload could get the browser's error page: the router renders it, as before.
    if (win.navigator?.onLine === false) return
    event.stopImmediatePropagation()
    win.location.reload()
  }
  win.addEventListener('popstate', onPop, { capture: true })
  const stop = () => win.removeEventListener('popstate', onPop, { capture: true })
  void hydrated.then(stop)
  return stop
}

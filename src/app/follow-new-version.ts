import type { RouterHistory } from '@tanstack/react-router'
import { chunkReloader, isChunkLoadError, type ChunkReloader } from '@/features/pwa/stale-chunk'
import { PART_BACK_EVENT, PART_STUCK_EVENT } from '@/lib/lazy-optional'

/** The parts of the router this needs: its history (to hold a route change) and whether a route is loading. */
export interface RouterLike {
  history: Pick<RouterHistory, 'block'>
  state: { status: 'pending' | 'idle' }
}

/** How the tab leaves for the new version (replaced in tests). */
export interface DocumentNavigation {
  /** Full load of `href` as a new history entry. */
  assign: (href: string) => void
  /** Full load of `href` in place of the current entry. */
  replace: (href: string) => void
  /** Full load of the current URL. */
  reload: () => void
}

const browserNavigation: DocumentNavigation = {
  assign: (href) => window.location.assign(href),
  replace: (href) => window.location.replace(href),
  reload: () => window.location.reload(),
}

/**
 * Keeps an open tab from running old code against a new deploy:
 * - once a newer service worker has taken control of this tab (`controllerchange`: the shopper
 *   tapped Reload in another tab), the next route change is a full page load of the same URL, so it
 *   gets the new version instead of asking the new worker for the old version's chunks. Back and
 *   forward (the URL has already changed) reload in place;
 * - once a part of the page (the footer, say) cannot come back in this page (PART_STUCK_EVENT: a
 *   module it imports failed to load, and the browser may keep that failure), the next route change
 *   is a full page load the same way, which brings the part back without reloading under the
 *   shopper; unless every such part has come back in this page after all (PART_BACK_EVENT: a
 *   browser that asks again for a failed module) and no new version took control;
 * - a chunk (code or CSS) that fails to load while a route is loading gets the one controlled
 *   reload of `stale-chunk.ts`. Failures outside a route load (a link preloaded on hover, a
 *   background import) leave the page alone, so nothing the shopper is typing is lost; the route
 *   error view handles the rest.
 * Returns a function that stops all three.
 */
export function followNewVersion(
  router: RouterLike,
  {
    win = window,
    sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    nav = browserNavigation,
    reloader = chunkReloader,
  }: {
    win?: Pick<Window, 'addEventListener' | 'removeEventListener'>
    sw?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener' | 'controller'>
    nav?: DocumentNavigation
    reloader?: ChunkReloader
  } = {},
): () => void {
  // The hold on route changes exists only once the page must be loaded anew, so until then
  // navigation runs exactly as without it.
  let unblock: (() => void) | undefined
  let newVersion = false
  const stuckParts = new Set<unknown>()
  const loadNextRouteAnew = () => {
    unblock ??= router.history.block({
      // Leaving for the new version must not ask "Leave site?".
      enableBeforeUnload: false,
      blockerFn: ({ nextLocation, action }) => {
        if (action === 'PUSH') nav.assign(nextLocation.href)
        else if (action === 'REPLACE') nav.replace(nextLocation.href)
        else {
          nav.reload()
          return false
        }
        return true
      },
    })
  }
  // A first worker taking control of a page that had none (a first visit, should the worker ever
  // claim its clients) runs the same version as the page: not a new version.
  let controlled = Boolean(sw?.controller)
  const onControllerChange = () => {
    if (controlled) {
      newVersion = true
      loadNextRouteAnew()
    }
    controlled = true
  }
  sw?.addEventListener('controllerchange', onControllerChange)
  const onPartStuck = (event: Event) => {
    stuckParts.add((event as CustomEvent<unknown>).detail)
    loadNextRouteAnew()
  }
  const onPartBack = (event: Event) => {
    stuckParts.delete((event as CustomEvent<unknown>).detail)
    if (newVersion || stuckParts.size > 0) return
    unblock?.()
    unblock = undefined
  }
  win.addEventListener(PART_STUCK_EVENT, onPartStuck)
  win.addEventListener(PART_BACK_EVENT, onPartBack)

  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (router.state.status !== 'pending' || !isChunkLoadError(error)) return
    if (reloader.claim()) reloader.reload()
  }
  win.addEventListener('vite:preloadError', onPreloadError)

  return () => {
    sw?.removeEventListener('controllerchange', onControllerChange)
    win.removeEventListener(PART_STUCK_EVENT, onPartStuck)
    win.removeEventListener(PART_BACK_EVENT, onPartBack)
    win.removeEventListener('vite:preloadError', onPreloadError)
    unblock?.()
  }
}

import type { RouterHistory } from '@tanstack/react-router'
import { chunkReloader, isChunkLoadError, type ChunkReloader } from '@/features/pwa/stale-chunk'
import { PART_BACK_EVENT, PART_STUCK_EVENT } from '@/lib/lazy-optional'

export interface RouterLike {
  history: Pick<RouterHistory, 'block'>
  state: { status: 'pending' | 'idle' }
}

/** How the tab leaves for the new version (replaced in tests). */
export interface DocumentNavigation {
  assign: (href: string) => void
  replace: (href: string) => void
  reload: () => void
}

const browserNavigation: DocumentNavigation = {
  assign: (href) => window.location.assign(href),
  replace: (href) => window.location.replace(href),
  reload: () => window.location.reload(),
}

/** Once a new worker takes over or a part is stuck, the next route change loads anew. Returns a stop function. */
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
  let unblock: (() => void) | undefined
  let newVersion = false
  const stuckParts = new Set<unknown>()
  const loadNextRouteAnew = () => {
    unblock ??= router.history.block({
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
  // A first worker taking control of a page that had none runs the page's own version.
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

import type { QueryClient } from '@tanstack/react-query'
import { captureInstallPrompt } from '@/features/pwa/install-store'
import { watchNetwork } from '@/features/pwa/network-status'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import type { createAppRouter } from './router'
import { followNewVersion } from './follow-new-version'

/**
 * Starts the installable-offline parts of the app: the network watch behind the offline
 * banner (probing with a store-info request while offline), the install offer, and the service
 * worker. When the network comes back, failed or stale queries on screen refetch and a route that
 * failed to load loads again (writes never wait for the network: see the query client). Once another tab has activated a new
 * version, this tab moves to it on its next route change.
 */
export function startPwa(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): void {
  captureInstallPrompt()
  watchNetwork(queryClient, {
    onReconnect: () => {
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.isStale() })
      void router.invalidate({ filter: (match) => match.status === 'error' })
    },
    // The probe: store info is small, public and cached by the service worker.
    probe: () => queryClient.fetchQuery({ ...storeInfoQueryOptions(), staleTime: 0 }),
  })
  // The worker is registered after the window's load event: its code (and workbox-window) loads then,
  // not with the first page.
  whenLoaded(
    () =>
      void import('./register-sw').then(
        (m) => m.registerServiceWorker(),
        () => undefined,
      ),
  )
  followNewVersion(router)
  // Orders saved offline are sent from here on (its code loads after the page, off the first load).
  whenLoaded(
    () =>
      void import('./outbox-wiring').then(
        (m) => m.startOutbox(queryClient, router),
        () => undefined,
      ),
  )
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

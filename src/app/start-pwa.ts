import type { QueryClient } from '@tanstack/react-query'
import { captureInstallPrompt } from '@/features/pwa/install-store'
import { watchNetwork } from '@/features/pwa/network-status'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import type { createAppRouter } from './router'
import { followNewVersion } from './follow-new-version'
import { pageBusy, whenPageSettled } from './page-settled'

/**
 * Starts the installable-offline parts of the app: the network watch behind the offline
 * banner (probing with a store-info request while offline), the install offer, and the service
 * worker. When the network comes back, failed or stale queries on screen refetch and a route that
 * failed to load loads again (writes never wait for the network: see the query client). Once another tab has activated a new
 * version, this tab moves to it on its next route change. `rendered` resolves after the app's first
 * render: the service worker and the offline orders' sender start once the page has settled after it.
 */
export function startPwa(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
  rendered: Promise<void>,
): void {
  captureInstallPrompt()
  watchNetwork(queryClient, {
    onReconnect: () => {
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.isStale() })
      void router.invalidate({ filter: (match) => match.status === 'error' })
    },
    // The probe: store info is small, public and cached by the service worker.
    probe: () => queryClient.fetchQuery({ ...storeInfoQueryOptions(), staleTime: 0 }),
  })
  // The worker is registered once the page has settled: its code (and workbox-window) loads then,
  // not beside the first page's own chunks, data and photos.
  const settled = (run: () => void) => whenPageSettled({ rendered, busy: () => pageBusy(queryClient, router) }, run)
  settled(
    () =>
      void import('./register-sw').then(
        (m) => m.registerServiceWorker(),
        () => undefined,
      ),
  )
  followNewVersion(router)
  // Orders saved offline are sent from here on (its code loads after the page, off the first load).
  settled(
    () =>
      void import('./outbox-wiring').then(
        (m) => m.startOutbox(queryClient, router),
        () => undefined,
      ),
  )
}

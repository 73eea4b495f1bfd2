import { captureInstallPrompt } from '@/features/pwa/install-store'
import { watchNetwork } from '@/features/pwa/network-status'
import type { Storefront } from './create-app'
import { followNewVersion } from './follow-new-version'
import { pageBusy, whenPageSettled } from './page-settled'

/** Starts the offline parts; the worker and the orders' sender wait until the page settles after `rendered`. */
export function startPwa(app: Storefront, rendered: Promise<void>): void {
  const { queryClient, router, api } = app
  captureInstallPrompt()
  watchNetwork(queryClient, {
    onReconnect: () => {
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.isStale() })
      void router.invalidate({ filter: (match) => match.status === 'error' })
    },
    // The probe: store info is small, public and cached by the service worker.
    probe: () =>
      import('@/features/store-info/api/store-info').then((m) =>
        queryClient.fetchQuery({ ...m.storeInfoQueryOptions(api), staleTime: 0 }),
      ),
  })
  const settled = (run: () => void) => whenPageSettled({ rendered, busy: () => pageBusy(queryClient, router) }, run)
  settled(
    () =>
      void import('./register-sw').then(
        (m) => m.registerServiceWorker(),
        () => undefined,
      ),
  )
  followNewVersion(router)
  settled(
    () =>
      void import('./outbox-wiring').then(
        (m) => m.startOutbox(app),
        () => undefined,
      ),
  )
}

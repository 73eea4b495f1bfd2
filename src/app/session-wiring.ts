import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/api-client'
import { getToken, subscribeSignOutElsewhere, subscribeToken } from '@/lib/auth-token'
import { endSession, USER_QUERY_ROOT } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts } from '@/features/auth/logout-queue'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { forgetAddresses } from '@/features/orders/addresses/address-wipe'
import { storeInfoKeys, storeSupports, type StoreInfo } from '@/features/store-info/api/store-info'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

let client: QueryClient | undefined
let appRouter: AppRouter | undefined
let dataOwner: string | null = null
let unwire = (): void => undefined

/** The query client and router the session is wired to (sign-out.ts reads them); undefined before. */
export const wired = (): { client: QueryClient | undefined; router: AppRouter | undefined } => ({
  client,
  router: appRouter,
})

/** Removes the shopper's data from this tab; with another shopper signed in, pages on screen empty first. */
export function wipeThisTab(): void {
  if (client) {
    void client.cancelQueries({ queryKey: USER_QUERY_ROOT })
    if (getToken() !== null) {
      for (const query of client.getQueryCache().findAll({ queryKey: USER_QUERY_ROOT, type: 'active' })) query.reset()
    }
    client.removeQueries({ queryKey: USER_QUERY_ROOT })
    client.getMutationCache().clear()
  }
  clearCheckoutDraft()
  forgetAddresses()
}

function onTokenChange(token: string | null): void {
  if (token === dataOwner) return
  dataOwner = token
  wipeThisTab()
  void appRouter?.invalidate()
}

function sendPendingLogouts(queryClient: QueryClient): () => void {
  const flush = () => {
    const store = queryClient.getQueryData(storeInfoKeys.all) as StoreInfo | undefined
    if (store && hasPendingLogouts()) void flushPendingLogouts(storeSupports(store, 'logout'))
  }
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === STORE_INFO_HASH && event.query.state.status === 'success') flush()
  })
  window.addEventListener('online', flush)
  flush()
  return () => {
    offCache()
    window.removeEventListener('online', flush)
  }
}

/** Wires the session in (once): a 401 ends it; any token change wipes this tab and reruns the guards. */
export function wireSession(queryClient: QueryClient, router: AppRouter): void {
  client = queryClient
  appRouter = router
  dataOwner = getToken()
  unwire()
  const offToken = subscribeToken(onTokenChange)
  const offSignOut = subscribeSignOutElsewhere(wipeThisTab)
  const offLogouts = sendPendingLogouts(queryClient)
  unwire = () => {
    offToken()
    offSignOut()
    offLogouts()
  }
  onUnauthorized(() => {
    // A guest's 401 (a wrong password at /login, say) has no session to end.
    if (getToken() === null) return
    endSession()
    void import('./sign-out').then(
      (m) => m.wipeShopperData(),
      () => undefined,
    )
  })
}

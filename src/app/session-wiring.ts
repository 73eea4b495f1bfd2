import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/unauthorized'
import { supportsCapability } from '@/lib/capabilities'
import { getToken, subscribeSignOutElsewhere, subscribeToken } from '@/lib/auth-token'
import { endSession } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts } from '@/features/auth/logout-queue'
import type { StoreInfo } from '@/features/store-info/api/store-info'
import { storeInfoKeys } from '@/features/store-info/api/store-info-keys'
import type { createAppRouter } from './router'
import { sessionTargets, setSessionTargets, wipeThisTab } from './session-state'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

let dataOwner: string | null = null
let unwire = (): void => undefined

function onTokenChange(token: string | null): void {
  if (token === dataOwner) return
  dataOwner = token
  wipeThisTab()
  void sessionTargets().router?.invalidate()
}

function sendPendingLogouts(queryClient: QueryClient): () => void {
  const flush = () => {
    const store = queryClient.getQueryData(storeInfoKeys.all) as StoreInfo | undefined
    if (store && hasPendingLogouts()) void flushPendingLogouts(supportsCapability(store.capabilities, 'logout'))
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
  setSessionTargets(queryClient, router)
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

import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/api-client'
import { getToken, subscribeSignOutElsewhere, subscribeToken } from '@/lib/auth-token'
import { DELIVERY_QUERY_ROOT } from '@/domain/query-keys'
import { endSession, USER_QUERY_ROOT } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts, queueLogout } from '@/features/auth/logout-queue'
import type { Account } from '@/features/auth/api/account-request'
import type { SignOutOptions } from '@/features/auth/sign-out-action'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { forgetAddresses } from '@/features/orders/addresses/address-wipe'
import { forgetShownTotals } from '@/features/payment/shown-total-wipe'
import { forgetAppliedCoupon } from '@/features/coupons/applied-code-wipe'
import { storeInfoKeys, storeSupports, type StoreInfo } from '@/features/store-info/api/store-info'
import { clearPersistedQueries } from './persist'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

let client: QueryClient | undefined
let appRouter: AppRouter | undefined
let dataOwner: string | null = null
let unwire = (): void => undefined

/** Removes the shopper's data from this tab; with another shopper signed in, pages on screen empty first. */
function wipeThisTab(): void {
  if (client) {
    void client.cancelQueries({ queryKey: USER_QUERY_ROOT })
    if (getToken() !== null) {
      for (const query of client.getQueryCache().findAll({ queryKey: USER_QUERY_ROOT, type: 'active' })) query.reset()
    }
    client.removeQueries({ queryKey: USER_QUERY_ROOT })
    client.getMutationCache().clear()
  }
  // Each feature forgets its own keys here, synchronously, even when its code cannot load (offline).
  clearCheckoutDraft()
  forgetAddresses()
  forgetShownTotals()
  forgetAppliedCoupon()
}

function onTokenChange(token: string | null): void {
  if (token === dataOwner) return
  dataOwner = token
  wipeThisTab()
  void appRouter?.invalidate()
}

const signOutParts = {
  recentSearches: () => import('@/features/catalog/search/recent-searches'),
  deliveryChecks: () => import('@/features/delivery/forget-delivery-checks'),
  senderSession: () => import('@/features/orders/outbox/outbox-session'),
  waitingOrders: () => import('@/features/orders/outbox/use-outbox'),
  account: () => import('@/features/auth/api/account'),
  serverLogout: () => import('@/features/auth/api/logout'),
  appliedCoupon: () => import('@/features/coupons/applied-code'),
}

/** Loads every part a sign-out runs, so one asked for offline still wipes everything. Never rejects. */
export async function prepareSignOut(): Promise<void> {
  await Promise.allSettled(Object.values(signOutParts).map((load) => load()))
}

async function wipeShopperData(): Promise<void> {
  wipeThisTab()
  const recentSearches = signOutParts.recentSearches().then(
    (m) => m.clearRecentSearches(),
    () => undefined,
  )
  // The PIN codes checked say where the shopper lives.
  client?.removeQueries({ queryKey: DELIVERY_QUERY_ROOT })
  const deliveryChecks = signOutParts.deliveryChecks().then(
    (m) => m.forgetDeliveryChecks(),
    () => undefined,
  )
  const workerSession = signOutParts.senderSession().then(
    (m) => m.forgetSenderSession(),
    () => undefined,
  )
  // The open tab's copy too, not only the stored one.
  const coupon = signOutParts.appliedCoupon().then(
    (m) => m.appliedCode.set(''),
    () => undefined,
  )
  await Promise.all([clearPersistedQueries(), recentSearches, deliveryChecks, workerSession, coupon])
}

async function discardShoppersOrders(): Promise<void> {
  const [outbox, account] = await Promise.all([
    signOutParts.waitingOrders(),
    signOutParts.account().catch(() => undefined),
  ])
  const saved = account && client?.getQueryData<Account>(account.accountKeys.all)
  const email = saved ? (account.accountOwner(saved) ?? undefined) : undefined
  const discarded = await outbox.discardWaitingOrders({ email })
  outbox.reportDiscarded(discarded, (id) => void appRouter?.navigate({ to: '/track-order', search: { id } }))
}

/** Signs out everywhere (orders, token, device, server). @throws when the server call (queued) or the wipe failed. */
export async function signOut({ serverLogout }: SignOutOptions): Promise<void> {
  const token = getToken()
  // Before the session ends: the look-up of an order that may have reached the store needs it.
  if (token !== null) await discardShoppersOrders().catch(() => undefined)
  endSession()
  if (token !== null && serverLogout === undefined) queueLogout(token)
  const [wipe, server] = await Promise.allSettled([
    wipeShopperData(),
    token !== null && serverLogout
      ? signOutParts.serverLogout().then(({ endServerSession }) => endServerSession(token))
      : Promise.resolve(),
  ])
  if (server.status === 'rejected') {
    if (token !== null) queueLogout(token)
    throw server.reason
  }
  if (wipe.status === 'rejected') throw wipe.reason
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
    void wipeShopperData().catch(() => undefined)
  })
}

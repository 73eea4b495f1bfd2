import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/api-client'
import { getToken, subscribeSignOutElsewhere, subscribeToken } from '@/lib/auth-token'
import { DELIVERY_QUERY_ROOT } from '@/domain/query-keys'
import { endSession, USER_QUERY_ROOT } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts, queueLogout } from '@/features/auth/logout-queue'
import type { SignOutOptions } from '@/features/auth/sign-out-action'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { storeInfoKeys, storeSupports, type StoreInfo } from '@/features/store-info/api/store-info'
import { clearPersistedQueries } from './persist'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

let client: QueryClient | undefined
let appRouter: AppRouter | undefined
/** The token this tab's shopper data belongs to. */
let dataOwner: string | null = null
/** Undoes the subscriptions of the last wireSession call. */
let unwire = (): void => undefined

/**
 * Removes the shopper's data from this tab: React Query's memory under USER_QUERY_ROOT (account,
 * orders, the order being paid) and any finished mutation results, and the checkout draft and
 * pending attempts in sessionStorage. When another shopper is now signed in, pages still showing
 * the old data are emptied first, so they load again as the new shopper instead of showing it.
 */
function wipeThisTab(): void {
  if (client) {
    void client.cancelQueries({ queryKey: USER_QUERY_ROOT })
    if (getToken() !== null) {
      for (const query of client.getQueryCache().findAll({ queryKey: USER_QUERY_ROOT, type: 'active' })) query.reset()
    }
    client.removeQueries({ queryKey: USER_QUERY_ROOT })
    client.getMutationCache().clear()
  }
  clearCheckoutDraft()
}

/**
 * Data in memory belongs to the token it was loaded with: any change of token (sign-in, sign-out,
 * a 401, here or in another tab) drops it. The routes' guards then run again for the page on
 * screen, and they alone decide where the shopper goes: a private page sends a signed-out shopper
 * to /login remembering the page, /login sends a signed-in one back to where they came from.
 */
function onTokenChange(token: string | null): void {
  if (token === dataOwner) return
  dataOwner = token
  wipeThisTab()
  void appRouter?.invalidate()
}

/**
 * The parts a sign-out runs, loaded on demand (off the first-load JS). `prepareSignOut` loads them
 * ahead, while the network is there: a chunk that could not be loaded fails its part of the wipe.
 */
const signOutParts = {
  recentSearches: () => import('@/features/catalog/search/recent-searches'),
  deliveryChecks: () => import('@/features/delivery/forget-delivery-checks'),
  senderSession: () => import('@/features/orders/outbox/outbox-session'),
  waitingOrders: () => import('@/features/orders/outbox/use-outbox'),
  account: () => import('@/features/auth/api/account'),
  serverLogout: () => import('@/features/auth/api/logout'),
}

/**
 * Loads every part a sign-out runs, so that a sign-out asked for offline still wipes all of the
 * shopper's data. Pages that offer Sign Out call it when they render. Never rejects.
 */
export async function prepareSignOut(): Promise<void> {
  await Promise.allSettled(Object.values(signOutParts).map((load) => load()))
}

/**
 * Removes every trace of the shopper on this device: this tab's data, plus the persisted cache
 * in IndexedDB, private responses in CacheStorage, the recent searches, the delivery checks
 * (PIN codes and answers) and the session kept for the service worker's sending of waiting
 * orders, which all tabs share. Never rejects for
 * storage trouble; the token is handled by the caller.
 */
async function wipeShopperData(): Promise<void> {
  wipeThisTab()
  // What was searched for on this device goes too.
  const recentSearches = signOutParts.recentSearches().then(
    (m) => m.clearRecentSearches(),
    () => undefined,
  )
  // So do the delivery checks: the PIN codes checked say where the shopper lives.
  client?.removeQueries({ queryKey: DELIVERY_QUERY_ROOT })
  const deliveryChecks = signOutParts.deliveryChecks().then(
    (m) => m.forgetDeliveryChecks(),
    () => undefined,
  )
  // The session kept for the service worker to send waiting orders with (outbox-session.ts).
  const workerSession = signOutParts.senderSession().then(
    (m) => m.forgetSenderSession(),
    () => undefined,
  )
  await Promise.all([clearPersistedQueries(), recentSearches, deliveryChecks, workerSession])
}

/**
 * Discards the signed-in shopper's waiting orders (never another shopper's), while the session
 * still stands: those that may have reached the store are looked up with it, and the shopper is
 * told about any that had ("Order {id} was already placed", with a button to its tracking page).
 */
async function discardShoppersOrders(): Promise<void> {
  const [outbox, account] = await Promise.all([
    signOutParts.waitingOrders(),
    signOutParts.account().catch(() => undefined),
  ])
  const email = account && client?.getQueryData<{ email?: string }>(account.accountKeys.all)?.email
  const discarded = await outbox.discardWaitingOrders({ email })
  outbox.reportDiscarded(discarded, (id) => void appRouter?.navigate({ to: '/track-order', search: { id } }))
}

/**
 * Signs the shopper out everywhere. First the shopper's waiting orders are discarded (they agreed:
 * see useSignOut; a 401 alone keeps them, to be sent after the next sign-in). The token goes next
 * (the header and guards update at once, and every other open tab is told, wiping its own copy of
 * the shopper's data), then this device is wiped; for a store with the `logout` capability, POST
 * /users/logout ends the session on the server too, so a copied token stops working. The device
 * is wiped whatever the server says. The store's side always gets there: while the store's info is
 * unknown, or when the call fails, it waits in a small queue (logout-queue.ts) that wireSession
 * sends once the store is reachable.
 * @throws when the server could not end the session now (no answer, 5xx…; it is queued) or the
 *   wipe failed; the caller shows 'Failed to log out properly.'
 * Pages reach it through SignOutContext (features/auth/sign-out-action.ts), which AppProviders fills.
 */
export async function signOut({ serverLogout }: SignOutOptions): Promise<void> {
  const token = getToken()
  // Before the session ends: the look-up of an order that may have reached the store needs it.
  if (token !== null) await discardShoppersOrders().catch(() => undefined)
  endSession()
  if (token !== null && serverLogout === undefined) queueLogout(token)
  const [wipe, server] = await Promise.allSettled([
    wipeShopperData(),
    // POST /users/logout is only sent on sign-out.
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

/** Sends queued sign-outs whenever the store's info is (re)loaded, and when the browser comes back online. */
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

/**
 * Wires the session into the app (call once at start-up):
 * - a 401 from any call ends the session (in every tab) and wipes the shopper's data; the API
 *   client itself never navigates;
 * - a sign-out or a 401 in another tab, or any change of token (another shopper signing in),
 *   wipes this tab's copy of the shopper's data at once;
 * - every change of token runs the routes' guards again (`router.invalidate()`), so a private page
 *   left without a session goes to /login with the page remembered, and /login left with one
 *   goes back to that page.
 */
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

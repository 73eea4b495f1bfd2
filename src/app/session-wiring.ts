import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/api-client'
import { getToken, subscribeSignOutElsewhere, subscribeToken } from '@/lib/auth-token'
import { endServerSession } from '@/features/auth/api/logout'
import { endSession, USER_QUERY_ROOT } from '@/features/auth/session'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft'
import { clearPersistedQueries } from './persist'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

let client: QueryClient | undefined
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

/** Data in memory belongs to the token it was loaded with: any change of token (here or in another tab) drops it. */
function onTokenChange(token: string | null): void {
  if (token === dataOwner) return
  dataOwner = token
  wipeThisTab()
}

/**
 * Removes every trace of the shopper on this device: this tab's data, plus the persisted cache
 * in IndexedDB, private responses in CacheStorage and the recent searches, which all tabs share. Never rejects for
 * storage trouble; the token is handled by the caller.
 */
async function wipeShopperData(): Promise<void> {
  wipeThisTab()
  // What was searched for on this device goes too (its module loads only when needed).
  const recentSearches = import('@/features/catalog/search/recent-searches').then(
    (m) => m.clearRecentSearches(),
    () => undefined,
  )
  await Promise.all([clearPersistedQueries(), recentSearches])
}

/** What signOut should do besides wiping the device. */
export interface SignOutOptions {
  /** The store lists the `logout` capability: also end the session on the server. */
  serverLogout: boolean
}

/**
 * Signs the shopper out everywhere. The token goes first (the header and guards update at once,
 * and every other open tab is told, wiping its own copy of the shopper's data), then this device
 * is wiped; for a store with the `logout` capability, POST /users/logout ends the session on the
 * server too, so a copied token stops working. The device is wiped whatever the server says.
 * @throws when the server could not end the session (no answer, 5xx…) or the wipe failed; the
 *   caller shows 'Failed to log out properly.'
 */
export async function signOut({ serverLogout }: SignOutOptions): Promise<void> {
  const token = getToken()
  endSession()
  const [wipe, server] = await Promise.allSettled([
    wipeShopperData(),
    token !== null && serverLogout ? endServerSession(token) : Promise.resolve(),
  ])
  if (server.status === 'rejected') throw server.reason
  if (wipe.status === 'rejected') throw wipe.reason
}

/** Paths where a 401 must not send the shopper to /login again. */
const AUTH_PAGES = /^\/(login|register)(\/|\?|#|$)/

/**
 * Wires the session into the app (call once at start-up):
 * - a 401 from any call ends the session (in every tab) and wipes the shopper's data, then leads
 *   to /login with the current page remembered; the API client itself never navigates;
 * - a sign-out or a 401 in another tab, or any change of token (another shopper signing in),
 *   wipes this tab's copy of the shopper's data at once; guarded pages then send the tab to
 *   sign-in on their own.
 */
export function wireSession(queryClient: QueryClient, router: AppRouter): void {
  client = queryClient
  dataOwner = getToken()
  unwire()
  const offToken = subscribeToken(onTokenChange)
  const offSignOut = subscribeSignOutElsewhere(wipeThisTab)
  unwire = () => {
    offToken()
    offSignOut()
  }
  onUnauthorized(() => {
    // A guest's 401 (a wrong password at /login, say) has no session to end.
    if (getToken() === null) return
    endSession()
    void wipeShopperData().catch(() => undefined)
    const here = router.state.location.href
    if (AUTH_PAGES.test(here)) return
    void router.navigate({ to: '/login', search: { redirect: here }, replace: true })
  })
}

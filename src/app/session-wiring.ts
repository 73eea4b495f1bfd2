import type { QueryClient } from '@tanstack/react-query'
import { onUnauthorized } from '@/lib/api-client'
import { getToken } from '@/lib/auth-token'
import { endSession, USER_QUERY_ROOT } from '@/features/auth/session'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft'
import { clearPersistedQueries } from './persist'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

let client: QueryClient | undefined

/**
 * Removes every trace of the shopper's data on this device: React Query's memory under
 * USER_QUERY_ROOT (account, orders) and any finished mutation results, the persisted cache in
 * IndexedDB plus private responses in CacheStorage, and the checkout draft.
 * Never rejects for storage trouble; the token is handled by the caller.
 */
async function wipeShopperData(): Promise<void> {
  if (client) {
    await client.cancelQueries({ queryKey: USER_QUERY_ROOT })
    client.removeQueries({ queryKey: USER_QUERY_ROOT })
    client.getMutationCache().clear()
  }
  clearCheckoutDraft()
  await clearPersistedQueries()
}

/**
 * Signs the shopper out (spec §4 "Logout removes the token"): the token goes first, so the
 * header and guards update at once, then all the shopper's data is wiped.
 * @throws only when the wipe itself fails (the caller shows 'Failed to log out properly.').
 */
export async function signOut(): Promise<void> {
  endSession()
  await wipeShopperData()
}

/** Paths where a 401 must not send the shopper to /login again. */
const AUTH_PAGES = /^\/(login|register)(\/|\?|#|$)/

/**
 * Wires the session into the app (call once at start-up): a 401 from any call removes the token
 * and the shopper's cached data, then leads to /login with the current page remembered
 * (spec §4, issue 5 "Session"). The API client itself never navigates.
 */
export function wireSession(queryClient: QueryClient, router: AppRouter): void {
  client = queryClient
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

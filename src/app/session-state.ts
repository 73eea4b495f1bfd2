import type { QueryClient } from '@tanstack/react-query'
import { getToken } from '@/lib/auth-token'
import { USER_QUERY_ROOT } from '@/features/auth/session'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { forgetAddresses } from '@/features/orders/addresses/address-wipe'
import { forgetShownTotals } from '@/features/payment/shown-total-wipe'
import { forgetAppliedCoupon } from '@/features/coupons/applied-code-wipe'
import type { createAppRouter } from './router'

// What the session's wiring (session-wiring.ts, in the entry) and the sign-out (sign-out.ts, on demand) share.

type AppRouter = ReturnType<typeof createAppRouter>

let client: QueryClient | undefined
let appRouter: AppRouter | undefined

/** Sets the query client and router the session works on (wireSession does). */
export function setSessionTargets(queryClient: QueryClient, router: AppRouter): void {
  client = queryClient
  appRouter = router
}

/** The query client and router the session is wired to; undefined before. */
export const sessionTargets = (): { client: QueryClient | undefined; router: AppRouter | undefined } => ({
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
  // Each feature forgets its own keys here, synchronously, even when its code cannot load (offline).
  clearCheckoutDraft()
  forgetAddresses()
  forgetShownTotals()
  forgetAppliedCoupon()
}

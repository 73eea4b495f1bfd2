import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { supportsCapability } from '@/lib/capabilities'
import { createSignOutChannel, getToken, setToken, subscribeToken } from '@/lib/auth-token'
import { USER_QUERY_ROOT } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts } from '@/features/auth/logout-queue'
import type { SignOutAction } from '@/features/auth/sign-out-action'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { forgetAddresses } from '@/features/orders/addresses/address-wipe'
import { forgetShownTotals } from '@/features/payment/shown-total-wipe'
import { forgetAppliedCoupon } from '@/features/coupons/applied-code-wipe'
import type { StoreInfo } from '@/features/store-info/api/store-info'
import { storeInfoKeys } from '@/features/store-info/api/store-info-keys'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

// The sign-out and the wipe behind it load when a page that offers sign-out renders (prepare), or on a 401.
const signOutModule = () => import('./sign-out')

/** The shopper's session in one app: signing out, what a 401 does, and following the token. */
export interface Session extends SignOutAction {
  /** A 401 from the store: ends a signed-in session and wipes its data; a guest's 401 (a wrong password) does nothing. */
  unauthorized(): void
  /** Follows the token here and in other tabs (a change wipes this tab, reruns the guards) and sends queued sign-outs; returns the stop. */
  wire(): () => void
}

export interface SessionDeps {
  queryClient: QueryClient
  router: Pick<AppRouter, 'invalidate' | 'navigate'>
  /** The app's store API client (sends the stored token). */
  api: ApiClient
}

/** What the sign-out module works with: the session's app, its tab wipe and its end. */
export interface SessionParts extends SessionDeps {
  wipeThisTab(): void
  endSession(): void
}

/** The session of the app made of `deps`; nothing runs until `wire()` or a call. */
export function createSession(deps: SessionDeps): Session {
  const { queryClient, router, api } = deps
  const channel = createSignOutChannel()
  // Whose data this tab holds: a token change to anyone else wipes it.
  let dataOwner = getToken()
  let flushingLogouts: Promise<void> | null = null

  /** Removes the shopper's data from this tab; with another shopper signed in, pages on screen empty first. */
  const wipeThisTab = (): void => {
    void queryClient.cancelQueries({ queryKey: USER_QUERY_ROOT })
    if (getToken() !== null) {
      for (const query of queryClient.getQueryCache().findAll({ queryKey: USER_QUERY_ROOT, type: 'active' }))
        query.reset()
    }
    queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
    queryClient.getMutationCache().clear()
    // Each feature forgets its own keys here, synchronously, even when its code cannot load (offline).
    clearCheckoutDraft()
    forgetAddresses()
    forgetShownTotals()
    forgetAppliedCoupon()
  }

  const onTokenChange = (token: string | null): void => {
    if (token === dataOwner) return
    dataOwner = token
    wipeThisTab()
    void router.invalidate()
  }

  /** Ends the session on this device and in every other tab. */
  const endSession = (): void => {
    setToken(null)
    channel.announce()
  }
  const parts: SessionParts = { ...deps, wipeThisTab, endSession }

  const sendPendingLogouts = (): (() => void) => {
    const flush = () => {
      const store = queryClient.getQueryData(storeInfoKeys.all) as StoreInfo | undefined
      if (!store || !hasPendingLogouts() || flushingLogouts) return
      // One flush at a time: a token is never sent twice.
      flushingLogouts = flushPendingLogouts(api, supportsCapability(store.capabilities, 'logout')).finally(
        () => (flushingLogouts = null),
      )
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

  return {
    signOut: (options) => signOutModule().then((m) => m.signOut(parts, options)),
    prepare: () =>
      signOutModule().then(
        (m) => m.prepareSignOut(),
        () => undefined,
      ),
    unauthorized: () => {
      if (getToken() === null) return
      endSession()
      void signOutModule().then(
        (m) => m.wipeShopperData(parts),
        () => wipeThisTab(),
      )
    },
    wire: () => {
      dataOwner = getToken()
      const offToken = subscribeToken(onTokenChange)
      const offSignOut = channel.subscribe(wipeThisTab)
      const offLogouts = sendPendingLogouts()
      return () => {
        offToken()
        offSignOut()
        offLogouts()
        channel.close()
      }
    },
  }
}

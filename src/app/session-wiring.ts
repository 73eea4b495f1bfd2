import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { createSignOutChannel, getToken, setToken, subscribeToken } from '@/lib/auth-token'
import { DELIVERY_QUERY_ROOT } from '@/domain/query-keys'
import { USER_QUERY_ROOT } from '@/features/auth/session'
import { flushPendingLogouts, hasPendingLogouts, queueLogout } from '@/features/auth/logout-queue'
import type { Account } from '@/features/auth/api/account-request'
import type { SignOutAction, SignOutOptions } from '@/features/auth/sign-out-action'
import { clearCheckoutDraft } from '@/features/orders/checkout-draft-wipe'
import { forgetAddresses } from '@/features/orders/addresses/address-wipe'
import { forgetShownTotals } from '@/features/payment/shown-total-wipe'
import { forgetAppliedCoupon } from '@/features/coupons/applied-code-wipe'
import { storeInfoKeys, storeSupports, type StoreInfo } from '@/features/store-info/api/store-info'
import { clearPersistedQueries } from './persist'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

const STORE_INFO_HASH = JSON.stringify(storeInfoKeys.all)

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

/** The session of the app made of `deps`; nothing runs until `wire()` or a call. */
export function createSession({ queryClient, router, api }: SessionDeps): Session {
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

  const wipeShopperData = async (): Promise<void> => {
    wipeThisTab()
    const recentSearches = signOutParts.recentSearches().then(
      (m) => m.clearRecentSearches(),
      () => undefined,
    )
    // The PIN codes checked say where the shopper lives.
    queryClient.removeQueries({ queryKey: DELIVERY_QUERY_ROOT })
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

  const discardShoppersOrders = async (): Promise<void> => {
    const [outbox, account] = await Promise.all([
      signOutParts.waitingOrders(),
      signOutParts.account().catch(() => undefined),
    ])
    const saved = account && queryClient.getQueryData<Account>(account.accountKeys.all)
    const email = saved ? (account.accountOwner(saved) ?? undefined) : undefined
    const discarded = await outbox.discardWaitingOrders({ api, email })
    outbox.reportDiscarded(discarded, (id) => void router.navigate({ to: '/track-order', search: { id } }))
  }

  /** Signs out everywhere (orders, token, device, server). @throws when the server call (queued) or the wipe failed. */
  const signOut = async ({ serverLogout }: SignOutOptions): Promise<void> => {
    const token = getToken()
    // Before the session ends: the look-up of an order that may have reached the store needs it.
    if (token !== null) await discardShoppersOrders().catch(() => undefined)
    endSession()
    if (token !== null && serverLogout === undefined) queueLogout(token)
    const [wipe, server] = await Promise.allSettled([
      wipeShopperData(),
      token !== null && serverLogout
        ? signOutParts.serverLogout().then(({ endServerSession }) => endServerSession(api, token))
        : Promise.resolve(),
    ])
    if (server.status === 'rejected') {
      if (token !== null) queueLogout(token)
      throw server.reason
    }
    if (wipe.status === 'rejected') throw wipe.reason
  }

  const sendPendingLogouts = (): (() => void) => {
    const flush = () => {
      const store = queryClient.getQueryData(storeInfoKeys.all) as StoreInfo | undefined
      if (!store || !hasPendingLogouts() || flushingLogouts) return
      // One flush at a time: a token is never sent twice.
      flushingLogouts = flushPendingLogouts(api, storeSupports(store, 'logout')).finally(() => (flushingLogouts = null))
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
    signOut,
    prepare: prepareSignOut,
    unauthorized: () => {
      if (getToken() === null) return
      endSession()
      void wipeShopperData().catch(() => undefined)
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

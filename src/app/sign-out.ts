import { DELIVERY_QUERY_ROOT } from '@/domain/query-keys'
import type { Account } from '@/features/auth/api/account-request'
import { queueLogout } from '@/features/auth/logout-queue'
import type { SignOutOptions } from '@/features/auth/sign-out-action'
import { getToken } from '@/lib/auth-token'
import { clearPersistedQueries } from './persist'
import type { SessionParts } from './session-wiring'

// The sign-out and the wipe behind it, loaded on demand by the session (session-wiring.ts, in the entry).

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

/** Wipes the shopper's data from the device: this tab's, then what other features keep. Never rejects on a part that cannot load. */
export async function wipeShopperData({ queryClient, wipeThisTab }: SessionParts): Promise<void> {
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

async function discardShoppersOrders({ queryClient, router, api }: SessionParts): Promise<void> {
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
export async function signOut(parts: SessionParts, { serverLogout }: SignOutOptions): Promise<void> {
  const token = getToken()
  // Before the session ends: the look-up of an order that may have reached the store needs it.
  if (token !== null) await discardShoppersOrders(parts).catch(() => undefined)
  parts.endSession()
  if (token !== null && serverLogout === undefined) queueLogout(token)
  const [wipe, server] = await Promise.allSettled([
    wipeShopperData(parts),
    token !== null && serverLogout
      ? signOutParts.serverLogout().then(({ endServerSession }) => endServerSession(parts.api, token))
      : Promise.resolve(),
  ])
  if (server.status === 'rejected') {
    if (token !== null) queueLogout(token)
    throw server.reason
  }
  if (wipe.status === 'rejected') throw wipe.reason
}

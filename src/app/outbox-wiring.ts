import { onlineManager } from '@tanstack/react-query'
import { getToken, subscribeToken } from '@/lib/auth-token'
import { sessionTag } from '@/lib/session-tag'
import { accountOwner, fetchAccount } from '@/features/auth/api/account'
import { notify } from '@/lib/toast'
import { cart } from '@/features/cart/cart-store'
import { orderKeys } from '@/features/orders/api/orders'
import { deviceOutbox } from '@/features/orders/outbox/outbox-db'
import { announceOutboxChange, subscribeOutbox } from '@/features/orders/outbox/outbox-events'
import { OUTBOX_MESSAGES } from '@/features/orders/outbox/outbox-messages'
import { nextRetry, OUTBOX_FIRST_RETRY_MS } from '@/features/orders/outbox/outbox-machine'
import { maskOwner, shopperOfToken } from '@/features/orders/outbox/outbox-owner'
import { flushOutbox, returnRefused, type SenderDeps } from '@/features/orders/outbox/outbox-sender'
import { keepSessionForWaitingOrders } from '@/features/orders/outbox/outbox-session'
import type { OutboxEntry, OutboxLine } from '@/features/orders/outbox/outbox-store'
import { readSyncMessage } from '@/features/orders/outbox/outbox-sync'
import { reportDroppedEntries } from '@/features/orders/outbox/use-outbox'
import { savedOrderName } from '@/features/orders/outbox/waiting-orders'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import type { Storefront } from './create-app'

const returnToCart = (lines: readonly OutboxLine[]) => lines.forEach((line) => cart.add({ ...line }))

/** Sends the saved orders whenever it may (start, online, sign-in, save, sync), one run at a time. */
export function startOutbox({ queryClient, router, api }: Storefront): void {
  const outbox = deviceOutbox()
  const onPlaced = (orderId: string) => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    notify({
      title: OUTBOX_MESSAGES.placedTitle,
      description: OUTBOX_MESSAGES.placed(orderId),
      variant: 'success',
      action: {
        label: OUTBOX_MESSAGES.payAction,
        onClick: () => void router.navigate({ to: '/payment', search: { orderId } }),
      },
    })
  }
  const onReturned: SenderDeps['onReturned'] = (entry: OutboxEntry, why, reason) => {
    returnToCart(entry.lines)
    notify(
      why === 'expired'
        ? {
            title: OUTBOX_MESSAGES.expiredTitle,
            description: OUTBOX_MESSAGES.expired(savedOrderName(entry)),
            variant: 'destructive',
          }
        : why === 'unowned'
          ? {
              title: OUTBOX_MESSAGES.refusedTitle,
              description: OUTBOX_MESSAGES.unowned(savedOrderName(entry)),
              variant: 'destructive',
            }
          : {
              title: OUTBOX_MESSAGES.refusedTitle,
              description: OUTBOX_MESSAGES.refused(savedOrderName(entry), reason ?? OUTBOX_MESSAGES.refusedNoReason),
              variant: 'destructive',
            },
    )
  }
  const onEarlierPlaced = (entry: OutboxEntry, orderId: string) => {
    returnToCart(entry.lines)
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    notify({
      title: OUTBOX_MESSAGES.earlierPlacedTitle(orderId),
      description: OUTBOX_MESSAGES.earlierPlaced(savedOrderName(entry)),
      variant: 'success',
      action: {
        label: OUTBOX_MESSAGES.payAction,
        onClick: () => void router.navigate({ to: '/payment', search: { orderId } }),
      },
    })
  }
  // Told once a page: an expired order that only its owner's session can look up.
  const ownersAsked = new Set<string>()
  const onOwnerNeeded = (entry: OutboxEntry) => {
    if (!entry.owner || ownersAsked.has(entry.key)) return
    ownersAsked.add(entry.key)
    notify({
      title: OUTBOX_MESSAGES.ownerSignInTitle(maskOwner(entry.owner)),
      description: OUTBOX_MESSAGES.ownerSignIn(savedOrderName(entry)),
      variant: 'destructive',
    })
  }
  const keepSession = () => void keepSessionForWaitingOrders(getToken, api.base(), outbox)
  const handBack = () =>
    void returnRefused({ outbox, onReturned, onChange: announceOutboxChange }).catch(() => undefined)
  // A busy store's Retry-After from the last run (ms), for the next pause.
  let retryAfter: number | undefined
  const run = () =>
    flushOutbox({
      outbox,
      api,
      sessionNow: async () => {
        const token = getToken()
        return token === null ? null : sessionTag(token)
      },
      currentShopper: () => shopperOfToken(getToken(), () => fetchAccount(api).then(accountOwner)),
      idempotent: () => queryClient.fetchQuery(storeInfoQueryOptions(api)).then((s) => storeSupports(s, 'idempotency')),
      onPlaced: (_entry, orderId) => onPlaced(orderId),
      onEarlierPlaced,
      onReturned,
      onOwnerNeeded,
      onBusy: (ms) => (retryAfter = ms),
      onSignInNeeded: () =>
        notify({ title: OUTBOX_MESSAGES.signInTitle, description: OUTBOX_MESSAGES.signIn, variant: 'destructive' }),
      onDropped: reportDroppedEntries,
      onChange: announceOutboxChange,
    })

  let running = false
  let again = false
  let retryMs = OUTBOX_FIRST_RETRY_MS
  let retry: ReturnType<typeof setTimeout> | undefined
  const trigger = () => {
    clearTimeout(retry)
    if (running) {
      again = true
      return
    }
    if (!navigator.onLine) return
    running = true
    retryAfter = undefined
    void run()
      .then(
        (unknown) => {
          if (!unknown) retryMs = OUTBOX_FIRST_RETRY_MS
          else {
            const next = nextRetry(retryMs, retryAfter)
            retry = setTimeout(trigger, next.delayMs)
            retryMs = next.backoffMs
          }
        },
        () => undefined,
      )
      .finally(() => {
        keepSession()
        running = false
        if (again) {
          again = false
          trigger()
        }
      })
  }

  handBack()
  keepSession()
  trigger()
  window.addEventListener('online', trigger)
  onlineManager.subscribe((online) => online && trigger())
  subscribeToken((token) => {
    keepSession()
    if (token !== null) trigger()
  })
  subscribeOutbox((message) => message.type === 'saved' && trigger())
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const message = readSyncMessage(event.data)
    if (!message) return
    message.placed.forEach(onPlaced)
    announceOutboxChange()
    handBack()
    trigger()
  })
}

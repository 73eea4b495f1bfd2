import { toOrderBody } from '../api/order-request'
import { findPlacedOrder, sendOrderOnce, type OrderAttempt, type SentOrder } from '../api/order-once'
import { withSenderLock } from './outbox-lock'
import { afterSend, beforeSend, outcomeOfError, type SendOutcome } from './outbox-machine'
import { checkOwner, type CurrentShopper } from './outbox-owner'
import type { Outbox, OutboxEntry } from './outbox-store'

/** What a send of the outbox needs from the app and reports back to it. */
export interface SenderDeps {
  outbox: Outbox
  /** The shopper signed in now (their session's tag, their account's e-mail), or null when signed out. */
  currentShopper: () => Promise<CurrentShopper | null>
  /** Whether the store lists `idempotency` (asked once per run, only when something is to be sent). */
  idempotent: () => Promise<boolean>
  /** The entry became the store's order `orderId`. */
  onPlaced: (entry: OutboxEntry, orderId: string) => void
  /**
   * The entry left the outbox unsent: its lines go back to the cart, with the reason (`unowned`:
   * placed in an earlier session whose shopper was never recorded, see checkOwner).
   */
  onReturned: (entry: OutboxEntry, why: 'refused' | 'expired' | 'unowned', reason?: string) => void
  /** The session ended: the shopper should sign in again. */
  onSignInNeeded: (entry: OutboxEntry) => void
  /** `count` unreadable entries were removed. */
  onDropped: (count: number) => void
  /** The outbox changed (a state, an entry added or removed). */
  onChange: () => void
  now?: () => number
  /** Defaults to sendOrderOnce (look up after an unknown outcome, then POST /orders). */
  send?: (attempt: OrderAttempt, options: { idempotent: boolean; uncertain: boolean }) => Promise<SentOrder>
  /** Defaults to withSenderLock (one sender across the tabs and the service worker). */
  lock?: <T>(run: () => Promise<T>) => Promise<T>
  /**
   * Whether this sender can put lines back in the cart (a tab: the default). The service worker
   * cannot (the cart is the page's): it leaves expired and unprovable orders waiting for a tab,
   * and keeps a refused one as `refused` with the store's reason, for a tab to hand back.
   */
  returnsToCart?: boolean
}

/** What handing back refused orders needs (see returnRefused). */
export type ReturnDeps = Pick<SenderDeps, 'outbox' | 'onReturned' | 'onChange' | 'lock'>

/**
 * Puts back the orders the store refused while no tab was open (state `refused`, left by the
 * service worker): each leaves the outbox and `onReturned` gives its lines back to the cart with
 * the store's reason. Needs no network. Holds the sender lock; rejects only when the storage fails.
 */
export function returnRefused(deps: ReturnDeps): Promise<void> {
  return (deps.lock ?? withSenderLock)(async () => {
    const { entries } = await deps.outbox.read()
    for (const entry of entries) {
      if (entry.state !== 'refused' || !(await deps.outbox.get(entry.key))) continue
      await deps.outbox.remove(entry.key)
      deps.onReturned(entry, 'refused', entry.refusal)
      deps.onChange()
    }
  })
}

/** The order request of an entry: its key, products (id → quantity), address and start time. */
export function attemptOf(entry: OutboxEntry): OrderAttempt {
  return {
    key: entry.key,
    products: toOrderBody(entry.lines, entry.shippingAddress).products,
    shippingAddress: entry.shippingAddress,
    startedAt: entry.createdAt,
  }
}

/**
 * Sends every saved order that can go now, oldest first, holding the single-sender lock, so no two
 * senders (tabs, the service worker) send at once and each entry is read again inside the lock (another sender may have placed
 * or the shopper cancelled it meanwhile). Each goes through sendOrderOnce: after a send whose
 * outcome is unknown, the order list is searched before anything is sent again. A send with an
 * unknown outcome stops the run (the network is likely gone); the entry waits for the next chance.
 * Resolves to true when a send's outcome was unknown (the caller tries again later). Never rejects
 * for a failed send; rejects only when the storage itself fails.
 */
export async function flushOutbox(deps: SenderDeps): Promise<boolean> {
  const lock = deps.lock ?? withSenderLock
  const send = deps.send ?? sendOrderOnce
  const now = deps.now ?? Date.now
  const returnsToCart = deps.returnsToCart ?? true
  return lock(async () => {
    const { entries, dropped } = await deps.outbox.read()
    if (dropped > 0) {
      deps.onDropped(dropped)
      deps.onChange()
    }
    if (entries.length === 0) return false
    const shopper = await deps.currentShopper()
    let idempotent: boolean | undefined
    let later = false
    for (const { key } of entries) {
      let entry = await deps.outbox.get(key)
      if (!entry) continue
      if (entry.state === 'refused') {
        if (returnsToCart) {
          await deps.outbox.remove(key)
          deps.onReturned(entry, 'refused', entry.refusal)
          deps.onChange()
        }
        continue
      }
      const before = beforeSend(entry, { now: now(), signedIn: shopper !== null })
      // Lines go back to the cart only from a tab: the service worker leaves the entry to one.
      if (before.to === 'returned' && !returnsToCart) continue
      if (before.to === 'returned') {
        await deps.outbox.remove(key)
        deps.onReturned(entry, 'expired')
        deps.onChange()
        continue
      }
      if (before.to === 'signin' || !shopper) {
        if (entry.state !== 'signin') {
          await deps.outbox.put({ ...entry, state: 'signin' })
          deps.onChange()
        }
        continue
      }
      // Only its own shopper's session sends an order (see checkOwner).
      const owner = await checkOwner(entry, shopper)
      if (owner.to === 'unprovable') {
        if (!returnsToCart) continue
        await deps.outbox.remove(key)
        deps.onReturned(entry, 'unowned')
        deps.onChange()
        continue
      }
      if (owner.to === 'other') {
        if (entry.state !== 'signin') {
          await deps.outbox.put({ ...entry, state: 'signin' })
          deps.onChange()
        }
        continue
      }
      if (owner.to === 'unsure') {
        later = true
        continue
      }
      entry = owner.entry
      const sending = beforeSend(entry, { now: now(), signedIn: true })
      if (sending.to !== 'sending') continue
      idempotent ??= await deps.idempotent().catch(() => false)
      await deps.outbox.put(sending.entry)
      deps.onChange()
      let outcome: SendOutcome
      try {
        const sent = await send(attemptOf(entry), { idempotent, uncertain: entry.mayHaveReachedStore })
        outcome = { kind: 'placed', orderId: sent.id }
      } catch (error) {
        outcome = outcomeOfError(error, idempotent)
      }
      const next = afterSend(sending.entry, outcome)
      if (next.to === 'returned' && !returnsToCart) {
        // Never sent again: a tab hands it back (returnRefused).
        await deps.outbox.put({
          ...sending.entry,
          state: 'refused',
          ...(next.reason ? { refusal: next.reason.slice(0, 300) } : {}),
        })
        deps.onChange()
        continue
      }
      if (next.to === 'placed' || next.to === 'returned') await deps.outbox.remove(key)
      else await deps.outbox.put(next.entry)
      deps.onChange()
      if (next.to === 'placed') deps.onPlaced(entry, next.orderId)
      else if (next.to === 'returned') deps.onReturned(entry, next.why, next.reason)
      else if (next.to === 'signin') deps.onSignInNeeded(entry)
      // No answer: the network is likely gone again; the rest waits for the next chance.
      if (next.to === 'waiting') return true
      if (next.to === 'signin') break
    }
    return later
  })
}

/** What a cancel came to: cancelled (lines go back), found placed on the store, or not checkable now. */
export type CancelResult =
  | { kind: 'cancelled'; entry: OutboxEntry }
  | { kind: 'placed'; entry: OutboxEntry; orderId: string }
  | { kind: 'unchecked' }

/**
 * Cancels a saved order, holding the sender lock so a send in progress finishes first. An order
 * that may have reached the store (a send with no answer) is looked up in the shopper's orders
 * first (`findPlaced`, default GET /orders via findPlacedOrder): when the store has it, it leaves
 * the outbox as `placed` and its lines stay out of the cart; when the orders cannot be read it is
 * kept (`unchecked`). Resolves to null when it was no longer waiting (placed or gone meanwhile).
 */
export async function cancelEntry(
  outbox: Outbox,
  key: string,
  {
    lock = withSenderLock,
    findPlaced = (entry: OutboxEntry) => findPlacedOrder(attemptOf(entry)),
  }: {
    lock?: <T>(run: () => Promise<T>) => Promise<T>
    findPlaced?: (entry: OutboxEntry) => Promise<string | null>
  } = {},
): Promise<CancelResult | null> {
  return lock(async (): Promise<CancelResult | null> => {
    const entry = await outbox.get(key)
    if (!entry) return null
    let orderId: string | null = null
    if (entry.mayHaveReachedStore) {
      try {
        orderId = await findPlaced(entry)
      } catch {
        return { kind: 'unchecked' }
      }
    }
    await outbox.remove(key)
    return orderId ? { kind: 'placed', entry, orderId } : { kind: 'cancelled', entry }
  })
}

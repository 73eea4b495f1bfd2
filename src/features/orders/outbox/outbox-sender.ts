import { ApiError } from '@/lib/api-error'
import { toOrderBody } from '../api/order-request'
import {
  findPlacedOrder,
  lookUpAttempt,
  sendOrderOnce,
  type OrderAttempt,
  type SendOptions,
  type SentOrder,
} from '../api/order-once'
import { withSenderLock } from './outbox-lock'
import { afterSend, beforeSend, outcomeOfError, type SendOutcome } from './outbox-machine'
import { checkOwner, type CurrentShopper } from './outbox-owner'
import { isExpired, type Outbox, type OutboxEntry } from './outbox-store'

/** What a send of the outbox needs from the app and reports back to it. */
export interface SenderDeps {
  outbox: Outbox
  /** The shopper signed in now (their session's tag, their account's e-mail), or null when signed out. */
  currentShopper: () => Promise<CurrentShopper | null>
  /**
   * The tag of the session requests would go with now, or null; asked before each order and just
   * before each POST: when it is no longer the run's shopper's, the run stops. Defaults to
   * currentShopper's.
   */
  sessionNow?: () => Promise<string | null>
  /** Whether the store lists `idempotency` (asked once per run, only when something is to be sent). */
  idempotent: () => Promise<boolean>
  /** The entry became the store's order `orderId`. */
  onPlaced: (entry: OutboxEntry, orderId: string) => void
  /**
   * The checkout's earlier attempt (`entry.earlier`) had placed the order `orderId`: the entry left
   * the outbox unsent and its lines go back to the cart. A sender without it leaves such entries alone.
   */
  onEarlierPlaced?: (entry: OutboxEntry, orderId: string) => void
  /**
   * The entry left the outbox unsent: its lines go back to the cart, with the reason (`unowned`:
   * placed in an earlier session whose shopper was never recorded, see checkOwner).
   */
  onReturned: (entry: OutboxEntry, why: 'refused' | 'expired' | 'unowned', reason?: string) => void
  /** The session ended: the shopper should sign in again. */
  onSignInNeeded: (entry: OutboxEntry) => void
  /**
   * An expired order that may be on the store can only be looked up in its owner's session: it is
   * kept, and its owner (`entry.owner`) should sign in to finish it.
   */
  onOwnerNeeded?: (entry: OutboxEntry) => void
  /** The store was busy (408, 425, 429, 503): the run stopped; try again after `retryAfterMs` (≤ 5 min) when known. */
  onBusy?: (retryAfterMs: number | undefined) => void
  /** `count` unreadable entries were removed. */
  onDropped: (count: number) => void
  /** The outbox changed (a state, an entry added or removed). */
  onChange: () => void
  now?: () => number
  /** Defaults to sendOrderOnce (look up after an unknown outcome or a lost earlier attempt, then POST /orders). */
  send?: (attempt: OrderAttempt, options: SendOptions) => Promise<SentOrder>
  /** Defaults to lookUpAttempt: the order an entry that may be on the store became, without sending it. */
  lookUp?: (entry: OutboxEntry) => Promise<SentOrder | null>
  /** Defaults to withSenderLock (one sender across the tabs and the service worker). */
  lock?: <T>(run: () => Promise<T>) => Promise<T>
  /**
   * Whether this sender can put lines back in the cart (a tab: the default). The service worker
   * cannot (the cart is the page's): it leaves expired and unprovable orders, and those with an
   * earlier attempt, waiting for a tab, and keeps a refused one as `refused` with the store's
   * reason, for a tab to hand back.
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

/** Whether an entry may already be an order on the store (a send went out, or an earlier attempt's answer was lost). */
export const mayBePlaced = (entry: OutboxEntry): boolean => entry.mayHaveReachedStore || entry.earlier !== undefined

/** What an entry is looked up as: its own attempt when a send of it went out, and the earlier attempt. */
const lookUpEntry = (entry: OutboxEntry) =>
  lookUpAttempt(attemptOf(entry), { uncertain: entry.mayHaveReachedStore, earlier: entry.earlier })

/**
 * Sends every saved order that can go now, oldest first, holding the single-sender lock, so no two
 * senders (tabs, the service worker) send at once and each entry is read again inside the lock
 * (another sender may have placed it, or the shopper cancelled or discarded it meanwhile). Each
 * goes through sendOrderOnce: after a send whose outcome is unknown, or with an earlier attempt
 * whose answer was lost, the order list is searched before anything is sent. An order that may be
 * on the store is never handed back unchecked: past 72 h or of no provable owner, it is looked up
 * (in its owner's session only; otherwise kept, onOwnerNeeded). One run, one shopper: the session
 * is checked before each order and each POST, and a change stops the run. A send with an unknown
 * outcome or a busy store stops the run too; the entry waits for the next chance.
 * Resolves to true when something should be tried again later. Never rejects for a failed send;
 * rejects only when the storage itself fails.
 */
export async function flushOutbox(deps: SenderDeps): Promise<boolean> {
  const lock = deps.lock ?? withSenderLock
  const send = deps.send ?? sendOrderOnce
  const lookUp = deps.lookUp ?? lookUpEntry
  const now = deps.now ?? Date.now
  const returnsToCart = deps.returnsToCart ?? true
  const sessionNow = deps.sessionNow ?? (async () => (await deps.currentShopper())?.session ?? null)
  return lock(async () => {
    const { entries, dropped } = await deps.outbox.read()
    if (dropped > 0) {
      deps.onDropped(dropped)
      deps.onChange()
    }
    if (entries.length === 0) return false
    const shopper = await deps.currentShopper()
    const sameShopper = async () => shopper !== null && (await sessionNow()) === shopper.session
    let idempotent: boolean | undefined
    let later = false

    const waitForSignIn = async (entry: OutboxEntry) => {
      if (entry.state === 'signin') return
      await deps.outbox.put({ ...entry, state: 'signin' })
      deps.onChange()
    }
    const leave = async (entry: OutboxEntry) => {
      await deps.outbox.remove(entry.key)
      deps.onChange()
    }
    const found = async (entry: OutboxEntry, order: SentOrder) => {
      await leave(entry)
      if (order.earlier) deps.onEarlierPlaced?.(entry, order.id)
      else deps.onPlaced(entry, order.id)
    }
    // Looked up, never sent: placed, else its lines go back (`why`); kept when the list is unreadable.
    const settleUnsent = async (
      entry: OutboxEntry,
      why: 'expired' | 'unowned',
    ): Promise<'done' | 'later' | 'signin'> => {
      let order: SentOrder | null
      try {
        order = await lookUp(entry)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) return 'later'
        await waitForSignIn(entry)
        deps.onSignInNeeded(entry)
        return 'signin'
      }
      if (order) await found(entry, order)
      else {
        await leave(entry)
        deps.onReturned(entry, why)
      }
      return 'done'
    }

    for (const { key } of entries) {
      let entry = await deps.outbox.get(key)
      if (!entry) continue
      if (entry.state === 'refused') {
        if (returnsToCart) {
          await leave(entry)
          deps.onReturned(entry, 'refused', entry.refusal)
        }
        continue
      }
      const expired = isExpired(entry, now())
      const check = mayBePlaced(entry)
      // Lines go back to the cart only from a tab: the service worker leaves these to one.
      if (!returnsToCart && (expired || entry.earlier)) continue
      if (expired && !check) {
        await leave(entry)
        deps.onReturned(entry, 'expired')
        continue
      }
      if (!shopper) {
        await waitForSignIn(entry)
        if (expired) deps.onOwnerNeeded?.(entry)
        continue
      }
      // One run, one shopper: a 401 elsewhere or another sign-in ends it.
      if (!(await sameShopper())) return later
      // Only its own shopper's session sends (or looks up) an order (see checkOwner).
      const owner = await checkOwner(entry, shopper)
      if (owner.to === 'other') {
        await waitForSignIn(entry)
        if (expired) deps.onOwnerNeeded?.(entry)
        continue
      }
      if (owner.to === 'unsure') {
        later = true
        continue
      }
      if (owner.to === 'unprovable' && !returnsToCart) continue
      if (owner.to === 'unprovable' && !check) {
        await leave(entry)
        deps.onReturned(entry, 'unowned')
        continue
      }
      if (owner.to === 'unprovable' || expired) {
        // Looked up in this session's orders: an order found there is this shopper's.
        if (!(await sameShopper())) return later
        const settled = await settleUnsent(entry, expired ? 'expired' : 'unowned')
        if (settled === 'later') later = true
        if (settled === 'signin') break
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
        const sent = await send(attemptOf(entry), {
          idempotent,
          uncertain: entry.mayHaveReachedStore,
          earlier: entry.earlier,
          stillSameShopper: sameShopper,
        })
        if (sent.earlier && !deps.onEarlierPlaced) {
          // Nobody here can hand its lines back: it waits, unsent, for a tab.
          await deps.outbox.put(entry)
          deps.onChange()
          continue
        }
        await found(entry, sent)
        continue
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
      else if (next.to === 'signin') {
        deps.onSignInNeeded(entry)
        break
      }
      if (next.to !== 'waiting') continue
      // Another shopper now: the run ends (a sign-in starts the next one).
      if (outcome.kind === 'shopperChanged') return later
      // A busy store or no answer (the network is likely gone): the rest waits for the next chance.
      if (outcome.kind === 'busy') deps.onBusy?.(next.retryAfterMs)
      return true
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

import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { toOrderBody } from '../api/order-request'
import { lookUpAttempt, sendOrderOnce, type OrderAttempt, type SendOptions, type SentOrder } from '../api/order-once'
import { withSenderLock } from './outbox-lock'
import { afterSend, beforeSend, outcomeOfError, type SendOutcome } from './outbox-machine'
import { checkOwner, type CurrentShopper } from './outbox-owner'
import { isExpired, type Outbox, type OutboxEntry } from './outbox-store'

/** What a send of the outbox needs from the app and reports back to it. */
export interface SenderDeps {
  outbox: Outbox
  /** The store the orders go to, with the shopper's token. */
  api: ApiClient
  currentShopper: () => Promise<CurrentShopper | null>
  /** The session tag requests would go with now; asked before each order and POST, a change stops the run. */
  sessionNow?: () => Promise<string | null>
  idempotent: () => Promise<boolean>
  onPlaced: (entry: OutboxEntry, orderId: string) => void
  /** The checkout's earlier attempt had placed it: it left unsent, lines back. Without it, such entries wait. */
  onEarlierPlaced?: (entry: OutboxEntry, orderId: string) => void
  /** The entry left unsent; its lines go back to the cart (`unowned`: see checkOwner). */
  onReturned: (entry: OutboxEntry, why: 'refused' | 'expired' | 'unowned', reason?: string) => void
  onSignInNeeded: (entry: OutboxEntry) => void
  /** An expired order that may be on the store waits for its owner (`entry.owner`) to sign in. */
  onOwnerNeeded?: (entry: OutboxEntry) => void
  /** The store was busy (408, 425, 429, 503): the run stopped; retry after `retryAfterMs` (≤ 5 min) if known. */
  onBusy?: (retryAfterMs: number | undefined) => void
  onDropped: (count: number) => void
  onChange: () => void
  now?: () => number
  send?: (attempt: OrderAttempt, options: SendOptions) => Promise<SentOrder>
  lookUp?: (entry: OutboxEntry) => Promise<SentOrder | null>
  lock?: <T>(run: () => Promise<T>) => Promise<T>
  /** False in the service worker (the cart is the page's): returns wait for a tab, refusals kept as `refused`. */
  returnsToCart?: boolean
}

export type ReturnDeps = Pick<SenderDeps, 'outbox' | 'onReturned' | 'onChange' | 'lock'>

/** Hands back the orders the worker kept as `refused`. Holds the lock; rejects only when storage fails. */
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
    ...(entry.couponCode ? { couponCode: entry.couponCode } : {}),
  }
}

/** Whether an entry may already be an order on the store (a send went out, or an earlier attempt's answer was lost). */
export const mayBePlaced = (entry: OutboxEntry): boolean => entry.mayHaveReachedStore || entry.earlier !== undefined

const lookUpEntry = (api: ApiClient, entry: OutboxEntry) =>
  lookUpAttempt(api, attemptOf(entry), { uncertain: entry.mayHaveReachedStore, earlier: entry.earlier })

/** Sends what can go now, oldest first, under the lock; true: try again later. Rejects only when storage fails. */
export async function flushOutbox(deps: SenderDeps): Promise<boolean> {
  const lock = deps.lock ?? withSenderLock
  const send = deps.send ?? ((attempt: OrderAttempt, options: SendOptions) => sendOrderOnce(deps.api, attempt, options))
  const lookUp = deps.lookUp ?? ((entry: OutboxEntry) => lookUpEntry(deps.api, entry))
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
      if (!(await sameShopper())) return later
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
      if (outcome.kind === 'shopperChanged') return later
      // A busy store or no answer (the network is likely gone): the rest waits for the next chance.
      if (outcome.kind === 'busy') deps.onBusy?.(next.retryAfterMs)
      return true
    }
    return later
  })
}

/** What a cancel came to: cancelled (lines go back), found placed, or not checkable now. */
export type CancelResult =
  | { kind: 'cancelled'; entry: OutboxEntry }
  | { kind: 'placed'; entry: OutboxEntry; orderId: string }
  | { kind: 'unchecked' }

/** Cancels a saved order under the lock, looking it up first if it may be on the store; null if no longer waiting. */
export async function cancelEntry(
  outbox: Outbox,
  key: string,
  {
    lock = withSenderLock,
    findPlaced,
  }: {
    lock?: <T>(run: () => Promise<T>) => Promise<T>
    /** The order the entry placed, or null (findPlacedOrder on its attempt). */
    findPlaced: (entry: OutboxEntry) => Promise<string | null>
  },
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

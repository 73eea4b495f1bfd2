import { ApiError } from '@/lib/api-error'
import { isOutcomeUnknown } from '@/lib/idempotency'
import { OrderOutcomeUnknownError, refusalReason, ShopperChangedError } from '../api/order-once'
import { isExpired, type OutboxEntry } from './outbox-store'

/** What one send of a saved order came to. */
export type SendOutcome =
  | { kind: 'placed'; orderId: string }
  /** The store refused it (a 4xx other than 401), with its own reason when it gave one. */
  | { kind: 'refused'; reason: string | undefined }
  /** The session ended (401). */
  | { kind: 'unauthorized' }
  /** No answer, a 5xx, an unreadable answer, or the order list could not be checked: it may exist. */
  | { kind: 'unknown' }
  /** The store is busy (408, 425, 429, 503): not a refusal; try again after `retryAfterMs` when it said. */
  | { kind: 'busy'; retryAfterMs: number | undefined }
  /** The session changed before the order went out: nothing was sent; the run stops. */
  | { kind: 'shopperChanged' }

/** Statuses that say "not now" rather than "no": the order keeps waiting. */
const BUSY_STATUSES = new Set([408, 425, 429, 503])

/** Reads a failed send: `keySent` is whether the attempt went with its Idempotency-Key. */
export function outcomeOfError(error: unknown, keySent: boolean): SendOutcome {
  if (error instanceof ShopperChangedError) return { kind: 'shopperChanged' }
  if (error instanceof OrderOutcomeUnknownError) return { kind: 'unknown' }
  if (!(error instanceof ApiError)) return { kind: 'unknown' }
  if (error.status === 401) return { kind: 'unauthorized' }
  if (error.kind === 'http' && error.status !== undefined && BUSY_STATUSES.has(error.status))
    return { kind: 'busy', retryAfterMs: error.retryAfterMs }
  if (isOutcomeUnknown(error, keySent) || error.kind !== 'http') return { kind: 'unknown' }
  return { kind: 'refused', reason: refusalReason(error, keySent) }
}

/**
 * Where a saved order goes next:
 * - `placed`: the store has it (the entry leaves the outbox and becomes the real order);
 * - `returned`: refused by the store or older than 72 h; its lines go back to the cart;
 * - `signin`: kept, sent once the shopper signs in again;
 * - `waiting`: kept for the next chance, marked as possibly on the store (look it up first); after
 *   a busy store, with the wait it asked for.
 */
export type Transition =
  | { to: 'placed'; orderId: string }
  | { to: 'returned'; why: 'refused' | 'expired'; reason?: string | undefined }
  | { to: 'signin'; entry: OutboxEntry }
  | { to: 'waiting'; entry: OutboxEntry; retryAfterMs?: number | undefined }

/** The entry's next state after a send with `outcome`. */
export function afterSend(entry: OutboxEntry, outcome: SendOutcome): Transition {
  switch (outcome.kind) {
    case 'placed':
      return { to: 'placed', orderId: outcome.orderId }
    case 'refused':
      return { to: 'returned', why: 'refused', reason: outcome.reason }
    case 'unauthorized':
      return { to: 'signin', entry: { ...entry, state: 'signin' } }
    case 'unknown':
    case 'shopperChanged':
      return { to: 'waiting', entry: { ...entry, state: 'waiting', mayHaveReachedStore: true } }
    case 'busy':
      return {
        to: 'waiting',
        entry: { ...entry, state: 'waiting', mayHaveReachedStore: true },
        retryAfterMs: outcome.retryAfterMs,
      }
  }
}

/**
 * Before a send: an entry older than 72 h is returned to the cart unsent; without a session it
 * waits for sign-in; otherwise it is `sending`, marked as possibly reaching the store from now on.
 */
export function beforeSend(
  entry: OutboxEntry,
  { now, signedIn }: { now: number; signedIn: boolean },
): { to: 'returned'; why: 'expired' } | { to: 'signin'; entry: OutboxEntry } | { to: 'sending'; entry: OutboxEntry } {
  if (isExpired(entry, now)) return { to: 'returned', why: 'expired' }
  if (!signedIn) return { to: 'signin', entry: { ...entry, state: 'signin' } }
  return { to: 'sending', entry: { ...entry, state: 'sending', mayHaveReachedStore: true } }
}

/** The first pause (ms) after a run that left work to do; the longest is 5 minutes. */
export const OUTBOX_FIRST_RETRY_MS = 5_000
const MAX_RETRY_MS = 300_000

/**
 * The pause (ms) before the next run after one that left work to do, and the back-off after it:
 * a busy store's `Retry-After` (at least 1 s, at most 5 min) when it gave one, leaving the back-off
 * as it was; otherwise the back-off itself (5 s, 10 s, 20 s … at most 5 min), doubled for next time.
 */
export function nextRetry(backoffMs: number, retryAfterMs: number | undefined): { delayMs: number; backoffMs: number } {
  if (retryAfterMs !== undefined) return { delayMs: Math.min(Math.max(retryAfterMs, 1_000), MAX_RETRY_MS), backoffMs }
  return { delayMs: backoffMs, backoffMs: Math.min(backoffMs * 2, MAX_RETRY_MS) }
}

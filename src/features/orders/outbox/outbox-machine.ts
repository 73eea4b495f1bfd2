import { ApiError } from '@/lib/api-error'
import { isOutcomeUnknown } from '@/lib/idempotency'
import { OrderOutcomeUnknownError, refusalReason, ShopperChangedError } from '../api/order-once'
import { isExpired, type OutboxEntry } from './outbox-store'

/** What one send of a saved order came to. */
export type SendOutcome =
  | { kind: 'placed'; orderId: string }
  | { kind: 'refused'; reason: string | undefined }
  | { kind: 'unauthorized' }
  /** No answer, a 5xx, an unreadable answer, or the order list could not be checked: it may exist. */
  | { kind: 'unknown' }
  /** The store is busy (408, 425, 429, 503): not a refusal; try again after `retryAfterMs` when it said. */
  | { kind: 'busy'; retryAfterMs: number | undefined }
  | { kind: 'shopperChanged' }

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

/** Where a saved order goes next; `returned` puts its lines back in the cart, `waiting` is looked up first. */
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

/** Before a send: past 72 h it is returned unsent; with no session it waits for sign-in; else it is `sending`. */
export function beforeSend(
  entry: OutboxEntry,
  { now, signedIn }: { now: number; signedIn: boolean },
): { to: 'returned'; why: 'expired' } | { to: 'signin'; entry: OutboxEntry } | { to: 'sending'; entry: OutboxEntry } {
  if (isExpired(entry, now)) return { to: 'returned', why: 'expired' }
  if (!signedIn) return { to: 'signin', entry: { ...entry, state: 'signin' } }
  return { to: 'sending', entry: { ...entry, state: 'sending', mayHaveReachedStore: true } }
}

export const OUTBOX_FIRST_RETRY_MS = 5_000
const MAX_RETRY_MS = 300_000

/** Next pause (ms) and back-off: a busy store's Retry-After (1 s – 5 min) as is, else the back-off, then doubled. */
export function nextRetry(backoffMs: number, retryAfterMs: number | undefined): { delayMs: number; backoffMs: number } {
  if (retryAfterMs !== undefined) return { delayMs: Math.min(Math.max(retryAfterMs, 1_000), MAX_RETRY_MS), backoffMs }
  return { delayMs: backoffMs, backoffMs: Math.min(backoffMs * 2, MAX_RETRY_MS) }
}

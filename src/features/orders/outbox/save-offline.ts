import type { ApiClient } from '@/lib/api-client'
import { getToken } from '@/lib/auth-token'
import { newIdempotencyKey } from '@/lib/idempotency'
import type { CartLine } from '@/domain/cart-line'
import { sessionTag } from '@/lib/session-tag'
import { clearCheckoutAttempt, loadCheckoutAttempt } from '../checkout-draft'
import { sameAddress, type ShippingAddress } from '@/domain/shipping-address'
import { toOrderBody } from '../api/order-request'
import { sameCounts } from '../api/order-once'
import { deviceOutbox } from './outbox-db'
import { announceOutboxChange } from './outbox-events'
import { ownerOf } from './outbox-owner'
import { keepSessionForWaitingOrders } from './outbox-session'
import { OUTBOX_SYNC_TAG } from './outbox-sync'
import { OUTBOX_MAX_ENTRIES, type Outbox, type OutboxEntry } from './outbox-store'

/** Too many orders already wait on this device: this one was not saved. */
export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError'
}

/** Whether the browser says it is offline (`false` online is reliable enough to save the order instead). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

/** Where and how an order is saved offline (all optional). */
export interface SaveOfflineOptions {
  outbox?: Outbox
  /** Now (ms since the epoch). */
  now?: number
  /** The shopper's e-mail, when their account has been read: recorded as the order's owner. */
  ownerEmail?: string | undefined
  /** Its request went out at this time (ms) unanswered: it is looked up before being sent again. */
  sentAt?: number | undefined
  /** The applied coupon's code, sent with the order. */
  couponCode?: string | undefined
}

/**
 * Saves an order (lines with prices in ₹, address, owner) to the outbox. An unanswered attempt of the same
 * order lends its key and is looked up first; one of another order goes as `earlier`. Asks for a Background Sync.
 * @throws OutboxFullError (20 orders already wait), or a storage failure
 */
export async function saveOrderOffline(
  api: ApiClient,
  lines: readonly (CartLine & { image?: string })[],
  shippingAddress: ShippingAddress,
  { outbox = deviceOutbox(), now = Date.now(), ownerEmail, sentAt, couponCode }: SaveOfflineOptions = {},
): Promise<OutboxEntry> {
  const { entries } = await outbox.read()
  if (entries.length >= OUTBOX_MAX_ENTRIES) throw new OutboxFullError('Too many orders are waiting to be sent')
  const products = toOrderBody(lines, shippingAddress).products
  const earlier = loadCheckoutAttempt()
  const takeOver =
    earlier !== null &&
    sameCounts(earlier.products, products) &&
    sameAddress(earlier.shippingAddress, shippingAddress) &&
    (earlier.couponCode ?? '') === (couponCode ?? '')
  const token = getToken()
  const entry: OutboxEntry = {
    key: takeOver ? earlier.key : newIdempotencyKey(),
    createdAt: takeOver ? earlier.startedAt : Math.min(now, sentAt ?? now),
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      image: l.image ?? '',
      price: l.price,
      quantity: l.quantity,
      ...(l.selectedSize ? { selectedSize: l.selectedSize } : {}),
      ...(l.selectedColor ? { selectedColor: l.selectedColor } : {}),
    })),
    shippingAddress,
    state: 'waiting',
    mayHaveReachedStore: takeOver || sentAt !== undefined,
    ...(token ? { session: await sessionTag(token) } : {}),
    ...(ownerEmail?.trim() ? { owner: ownerOf(ownerEmail) } : {}),
    ...(earlier && !takeOver ? { earlier } : {}),
    ...(couponCode ? { couponCode } : {}),
  }
  await outbox.put(entry)
  // The outbox owns the attempt now: a later checkout must not find it and call it its own.
  if (earlier) clearCheckoutAttempt()
  // Before the sync is asked for: the worker sends with this session when no tab is open.
  await keepSessionForWaitingOrders(getToken, api.base(), outbox)
  announceOutboxChange('saved')
  void requestBackgroundSync()
  return entry
}

/** Registers the outbox's Background Sync where the browser has the Sync API (the worker then sends); ignored elsewhere. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No worker or no Sync API: an open tab sends when it is online again, or the next start.
  }
}

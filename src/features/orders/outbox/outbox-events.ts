import { lazy } from '@/lib/memo'

/** What tabs tell each other about the outbox: it changed; or an order was just saved to it (a change too). */
export type OutboxMessage = { type: 'changed' | 'saved' }

const CHANNEL = 'storefront-outbox'
type Listener = (message: OutboxMessage) => void
const listeners = new Set<Listener>()
// Opened on first use, one per page or worker: this context's listeners hear the others through it.
const outboxChannel = lazy((): BroadcastChannel | null => {
  try {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
    ;(channel as { unref?: () => void } | null)?.unref?.()
    if (channel)
      channel.onmessage = (e: MessageEvent) => {
        const type = (e.data as { type?: unknown } | null)?.type
        if (type === 'changed' || type === 'saved') listeners.forEach((l) => l({ type }))
      }
    return channel
  } catch {
    return null
  }
})

/** Tells this and the other tabs the outbox changed (lists reload), or 'saved' (senders start). Never throws. */
export function announceOutboxChange(type: OutboxMessage['type'] = 'changed'): void {
  listeners.forEach((l) => l({ type }))
  try {
    outboxChannel()?.postMessage({ type })
  } catch {
    // A closed channel: other tabs see the change on their next read.
  }
}

/** Calls `listener` on outbox news from this tab or another; returns the unsubscribe. */
export function subscribeOutbox(listener: Listener): () => void {
  outboxChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

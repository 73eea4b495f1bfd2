/** What tabs tell each other about the outbox. */
export type OutboxMessage = { type: 'changed' }

const CHANNEL = 'storefront-outbox'
type Listener = (message: OutboxMessage) => void
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

function outboxChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
      ;(channel as { unref?: () => void } | null)?.unref?.()
      if (channel)
        channel.onmessage = (e: MessageEvent) => {
          const type = (e.data as { type?: unknown } | null)?.type
          if (type === 'changed') listeners.forEach((l) => l({ type }))
        }
    } catch {
      channel = null
    }
  }
  return channel
}

/** Tells this tab and every other open tab that the outbox changed (lists reload). Never throws. */
export function announceOutboxChange(): void {
  listeners.forEach((l) => l({ type: 'changed' }))
  try {
    outboxChannel()?.postMessage({ type: 'changed' })
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

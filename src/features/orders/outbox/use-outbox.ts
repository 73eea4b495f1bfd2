import { useEffect, useState } from 'react'
import { notify } from '@/lib/toast'
import { deviceOutbox } from './outbox-db'
import { subscribeOutbox } from './outbox-events'
import { OUTBOX_MESSAGES } from './outbox-messages'
import type { OutboxEntry } from './outbox-store'

/** Says that `count` unreadable saved orders were removed (nothing else can be done with them). */
export function reportDroppedEntries(count: number): void {
  if (count > 0)
    notify({ title: OUTBOX_MESSAGES.corruptTitle, description: OUTBOX_MESSAGES.corrupt, variant: 'destructive' })
}

/**
 * The orders waiting on this device, oldest first (empty until read, and where storage fails),
 * re-read whenever this or another tab changes the outbox.
 */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    let live = true
    const load = () =>
      deviceOutbox()
        .read()
        .then(
          (read) => {
            reportDroppedEntries(read.dropped)
            if (live) setEntries(read.entries)
          },
          () => undefined,
        )
    void load()
    const off = subscribeOutbox(() => void load())
    return () => {
      live = false
      off()
    }
  }, [])
  return entries
}

/** Whether any order waits on this device (false when storage cannot be read). */
export function hasWaitingOrders(): Promise<boolean> {
  return deviceOutbox()
    .read()
    .then(
      (read) => read.entries.length > 0,
      () => false,
    )
}

/** Discards every waiting order (sign-out). Never rejects. */
export function discardWaitingOrders(): Promise<void> {
  return deviceOutbox()
    .clear()
    .then(
      () => undefined,
      () => undefined,
    )
}

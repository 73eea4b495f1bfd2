import { useEffect, useState } from 'react'
import { getToken } from '@/lib/auth-token'
import { sessionTag } from '@/lib/session-tag'
import { notify } from '@/lib/toast'
import { deviceOutbox } from './outbox-db'
import { subscribeOutbox } from './outbox-events'
import { OUTBOX_MESSAGES } from './outbox-messages'
import { isShoppersEntry } from './outbox-owner'
import type { OutboxEntry } from './outbox-store'

/** The tag of the session signed in now, or null when signed out. */
const currentSession = (): Promise<string | null> => {
  const token = getToken()
  return token ? sessionTag(token) : Promise.resolve(null)
}

/**
 * The orders the shopper signed in now may see (their own: see isShoppersEntry), oldest first.
 * A refused one is not waiting any more (its lines are on their way back to the cart).
 */
async function shoppersEntries(email?: string | null): Promise<{ entries: OutboxEntry[]; dropped: number }> {
  const [read, session] = await Promise.all([deviceOutbox().read(), currentSession()])
  return {
    entries: read.entries.filter((e) => e.state !== 'refused' && isShoppersEntry(e, session, email)),
    dropped: read.dropped,
  }
}

/** Says that `count` unreadable saved orders were removed (nothing else can be done with them). */
export function reportDroppedEntries(count: number): void {
  if (count > 0)
    notify({ title: OUTBOX_MESSAGES.corruptTitle, description: OUTBOX_MESSAGES.corrupt, variant: 'destructive' })
}

/**
 * The signed-in shopper's orders waiting on this device, oldest first (empty until read, and
 * where storage fails), re-read whenever this or another tab changes the outbox. Another
 * shopper's waiting order (placed before a sign-in on this device) is never shown. `email`: the
 * shopper's account e-mail when read.
 */
export function useOutboxEntries(email?: string | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    let live = true
    const load = () =>
      shoppersEntries(email).then(
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
  }, [email])
  return entries
}

/** Whether an order of the shopper signed in now waits on this device (false when storage cannot be read). */
export function hasWaitingOrders(): Promise<boolean> {
  return shoppersEntries().then(
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

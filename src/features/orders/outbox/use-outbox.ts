import { useEffect, useState } from 'react'
import { getToken } from '@/lib/auth-token'
import { sessionTag } from '@/lib/session-tag'
import { notify } from '@/lib/toast'
import type { ApiClient } from '@/lib/api-client'
import { findPlacedOrders } from '../api/order-once'
import { deviceOutbox } from './outbox-db'
import { announceOutboxChange, subscribeOutbox } from './outbox-events'
import { withSenderLock } from './outbox-lock'
import { OUTBOX_MESSAGES } from './outbox-messages'
import { isShoppersEntry } from './outbox-owner'
import { attemptOf, mayBePlaced } from './outbox-sender'
import type { Outbox, OutboxEntry } from './outbox-store'

const currentSession = (): Promise<string | null> => {
  const token = getToken()
  return token ? sessionTag(token) : Promise.resolve(null)
}

async function shoppersEntries(
  email?: string | null,
  outbox: Outbox = deviceOutbox(),
): Promise<{ entries: OutboxEntry[]; dropped: number }> {
  const [read, session] = await Promise.all([outbox.read(), currentSession()])
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

/** The signed-in shopper's waiting orders, oldest first (empty until read or if storage fails), kept live. */
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

/** Whether an order of the signed-in shopper waits here (`email` counts earlier sessions'); false if unreadable. */
export function hasWaitingOrders(email?: string | null): Promise<boolean> {
  return shoppersEntries(email).then(
    (read) => read.entries.length > 0,
    () => false,
  )
}

/** What a discard found: orders that had reached the store (ids), and how many could not be checked. */
export interface Discarded {
  placed: string[]
  unchecked: number
}

export interface DiscardOptions {
  /** The store to look orders up on, with the shopper's token. */
  api: ApiClient
  email?: string | null | undefined
  outbox?: Outbox
  lock?: <T>(run: () => Promise<T>) => Promise<T>
  findPlaced?: (attempts: Parameters<typeof findPlacedOrders>[1]) => ReturnType<typeof findPlacedOrders>
}

/** Discards the signed-in shopper's waiting orders under the lock, looking up first those that may be placed. */
export async function discardWaitingOrders({
  api,
  email,
  outbox = deviceOutbox(),
  lock = withSenderLock,
  findPlaced = (attempts) => findPlacedOrders(api, attempts),
}: DiscardOptions): Promise<Discarded> {
  const result: Discarded = { placed: [], unchecked: 0 }
  try {
    const session = await currentSession()
    const mine = (e: OutboxEntry) => isShoppersEntry(e, session, email)
    const asked = (await outbox.read()).entries.filter(mine)
    if (asked.length === 0) return result
    await lock(async () => {
      const entries = (await outbox.read()).entries.filter(mine)
      // Gone while a sender held the lock: it may have just been placed.
      const gone = asked.filter((a) => !entries.some((e) => e.key === a.key))
      const attempts = [...entries.filter(mayBePlaced), ...gone].flatMap((e) => [
        ...(e.mayHaveReachedStore || gone.includes(e) ? [attemptOf(e)] : []),
        ...(e.earlier ? [e.earlier] : []),
      ])
      if (attempts.length > 0) {
        try {
          for (const id of await findPlaced(attempts)) if (id && !result.placed.includes(id)) result.placed.push(id)
        } catch {
          result.unchecked = attempts.length
        }
      }
      for (const entry of entries) await outbox.remove(entry.key)
    })
    announceOutboxChange()
  } catch {
    // Storage trouble: nothing more can be done here.
  }
  return result
}

/** Tells the shopper what a discard found: each order already placed (`openOrder` opens it) and any unchecked. */
export function reportDiscarded({ placed, unchecked }: Discarded, openOrder: (orderId: string) => void): void {
  for (const id of placed)
    notify({
      title: OUTBOX_MESSAGES.alreadyPlacedTitle(id),
      description: OUTBOX_MESSAGES.alreadyPlaced,
      variant: 'success',
      action: { label: OUTBOX_MESSAGES.viewOrder, onClick: () => openOrder(id) },
    })
  if (unchecked > 0)
    notify({
      title: OUTBOX_MESSAGES.discardUncheckedTitle,
      description: OUTBOX_MESSAGES.discardUnchecked,
      variant: 'destructive',
    })
}

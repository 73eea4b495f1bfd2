import { onUnauthorized } from '@/lib/api-client'
import { setWorkerToken } from '@/lib/auth-token'
import { setWorkerApiBase } from '@/lib/config'
import { sessionTag } from '@/lib/session-tag'
import { fetchAccount } from '@/features/auth/api/account-request'
import { announceOutboxChange } from '@/features/orders/outbox/outbox-events'
import { withSenderLock, type LockManagerLike } from '@/features/orders/outbox/outbox-lock'
import { flushOutbox } from '@/features/orders/outbox/outbox-sender'
import type { SessionStore } from '@/features/orders/outbox/outbox-session'
import type { Outbox } from '@/features/orders/outbox/outbox-store'
import { OUTBOX_SYNC_MESSAGE, type OutboxSyncMessage } from '@/features/orders/outbox/outbox-sync'
import { fetchStoreInfo, storeSupports } from '@/features/store-info/api/store-info-request'

/*
 * What the service worker runs when the outbox's Background Sync fires, with no tab needed: the
 * tabs' own sender (flushOutbox, sendOrderOnce, the owner check) with the session the page kept for
 * it. Kept free of React and the language catalogues: the worker bundles it.
 */

/** What a worker's send needs: the outbox, the kept session, the Web Locks API, and a way to reach open tabs. */
export interface WorkerSendDeps {
  outbox: Outbox
  sessions: SessionStore
  /** The worker's `navigator.locks`; without it the worker never sends (the tabs' fallback lease is out of its reach). */
  locks: LockManagerLike | undefined
  /** Posts `message` to every open tab of the app (none may be open). */
  tell: (message: OutboxSyncMessage) => Promise<void>
  now?: () => number
}

/**
 * Sends the orders waiting in the outbox from the service worker, under the same single-sender lock
 * as the tabs and by the same rules as a tab (see flushOutbox): only an entry of the kept session's
 * shopper is sent, with the `Idempotency-Key` when the store lists `idempotency`, and after an
 * unknown outcome only once GET /orders has been searched; a change of the page's session stops it.
 * Lines never go back to the cart from here: a refused order is kept as `refused`; an expired or
 * unprovable one, or one with an earlier attempt to look up, waits for a tab; a busy store's
 * order keeps waiting. With no
 * kept session (signed out, or nothing of this shopper waits) or no Web Locks, nothing is sent
 * and every entry stays as it was. A 401 forgets the kept session (the entry waits for sign-in).
 * Then open tabs are told (with the ids placed), so they show them and send what is left.
 * Resolves to true when a send's outcome was unknown (no answer: the sync should be tried again
 * later); never rejects.
 */
export async function sendOutboxFromWorker(deps: WorkerSendDeps): Promise<boolean> {
  const placed: string[] = []
  let later = false
  const kept = await deps.sessions.read().catch(() => null)
  if (kept && deps.locks) {
    const locks = deps.locks
    let unauthorized = false
    onUnauthorized(() => (unauthorized = true))
    let email: Promise<string | null> | undefined
    try {
      later = await flushOutbox({
        outbox: deps.outbox,
        returnsToCart: false,
        ...(deps.now ? { now: deps.now } : {}),
        // The worker's requests go with the kept session only while it holds the lock.
        lock: (run) =>
          withSenderLock(
            async () => {
              try {
                return await run()
              } finally {
                setWorkerToken(null)
                setWorkerApiBase(undefined)
              }
            },
            { locks },
          ),
        currentShopper: async () => {
          // Read again inside the lock: a sign-out meanwhile has forgotten it.
          const session = await deps.sessions.read().catch(() => null)
          if (!session) return null
          setWorkerToken(session.token)
          setWorkerApiBase(session.apiBase)
          return {
            session: await sessionTag(session.token),
            email: () => (email ??= fetchAccount().then((a) => a.email || null)),
          }
        },
        // The page's session now: a sign-out or another shopper's sign-in meanwhile stops the run.
        sessionNow: async () => {
          const session = await deps.sessions.read().catch(() => null)
          return session ? sessionTag(session.token) : null
        },
        idempotent: () => fetchStoreInfo().then((store) => storeSupports(store, 'idempotency')),
        onPlaced: (_entry, orderId) => void placed.push(orderId),
        onReturned: () => undefined,
        onSignInNeeded: () => undefined,
        onDropped: () => undefined,
        onChange: () => announceOutboxChange(),
      })
    } catch {
      // The outbox could not be read or written: the entries wait for a tab.
    }
    if (unauthorized) await deps.sessions.forget().catch(() => undefined)
  }
  await deps.tell({ type: OUTBOX_SYNC_MESSAGE, placed }).catch(() => undefined)
  return later
}

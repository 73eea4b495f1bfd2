import { createApiClient } from '@/lib/api-client'
// The worker's bundle has the sending code in it: no dynamic import in a service worker.
import { bundledTransport } from '@/lib/api-send'
import { sessionTag } from '@/lib/session-tag'
import { accountOwner, fetchAccount } from '@/features/auth/api/account-request'
import { announceOutboxChange } from '@/features/orders/outbox/outbox-events'
import { shopperOfToken } from '@/features/orders/outbox/outbox-owner'
import { withSenderLock, type LockManagerLike } from '@/features/orders/outbox/outbox-lock'
import { flushOutbox } from '@/features/orders/outbox/outbox-sender'
import type { SenderSession, SessionStore } from '@/features/orders/outbox/outbox-session'
import type { Outbox } from '@/features/orders/outbox/outbox-store'
import { OUTBOX_SYNC_MESSAGE, type OutboxSyncMessage } from '@/features/orders/outbox/outbox-sync'
import { fetchStoreInfo, storeSupports } from '@/features/store-info/api/store-info-request'

/* What the worker runs on Background Sync. Free of React and the catalogues: the worker bundles it. */

/** What a worker's send needs. */
export interface WorkerSendDeps {
  outbox: Outbox
  sessions: SessionStore
  /** The worker's `navigator.locks`; without it the worker never sends (the tabs' fallback lease is out of reach). */
  locks: LockManagerLike | undefined
  tell: (message: OutboxSyncMessage) => Promise<void>
  now?: () => number
}

/** Sends waiting orders as a tab would (never to the cart), then tells open tabs; true if an outcome was unknown. */
export async function sendOutboxFromWorker(deps: WorkerSendDeps): Promise<boolean> {
  const placed: string[] = []
  let later = false
  const kept = await deps.sessions.read().catch(() => null)
  if (kept && deps.locks) {
    const locks = deps.locks
    let unauthorized = false
    // The session read under the lock: this run's client sends to its store with its token, nothing else.
    let session: SenderSession | null = null
    const api = createApiClient(
      {
        base: () => session?.apiBase ?? '',
        getToken: () => session?.token ?? null,
        onUnauthorized: () => (unauthorized = true),
      },
      bundledTransport,
    )
    try {
      later = await flushOutbox({
        outbox: deps.outbox,
        api,
        returnsToCart: false,
        ...(deps.now ? { now: deps.now } : {}),
        lock: (run) =>
          withSenderLock(
            async () => {
              try {
                return await run()
              } finally {
                session = null
              }
            },
            { locks },
          ),
        currentShopper: async () => {
          // Read again inside the lock: a sign-out meanwhile has forgotten it.
          session = await deps.sessions.read().catch(() => null)
          if (!session) return null
          return shopperOfToken(session.token, () => fetchAccount(api).then(accountOwner))
        },
        sessionNow: async () => {
          const now = await deps.sessions.read().catch(() => null)
          return now ? sessionTag(now.token) : null
        },
        idempotent: () => fetchStoreInfo(api).then((store) => storeSupports(store, 'idempotency')),
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

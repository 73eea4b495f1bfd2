import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'

/*
 * Sign-outs the store has not heard of yet: each token is kept until POST /users/logout reaches a
 * store with the `logout` capability. Light on purpose: it is read at start-up; the request loads on demand.
 */

export const PENDING_LOGOUTS_KEY = 'pending_logouts'
/** Oldest dropped first. */
const MAX_PENDING = 5
/** A queued sign-out older than this (ms, 30 days) is dropped: such a session has long expired. */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000

const QueueSchema = v.array(
  v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)), at: v.pipe(v.number(), v.finite()) }),
)
type Pending = v.InferOutput<typeof QueueSchema>

function read(): Pending {
  try {
    const r = v.safeParse(QueueSchema, JSON.parse(localStorage.getItem(PENDING_LOGOUTS_KEY) ?? '[]'))
    return r.success ? r.output.filter((p) => Date.now() - p.at < MAX_AGE_MS) : []
  } catch {
    return []
  }
}

function write(queue: Pending): void {
  try {
    if (queue.length === 0) localStorage.removeItem(PENDING_LOGOUTS_KEY)
    else localStorage.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(queue))
  } catch {
    // Blocked storage: this sign-out reaches the store only if it is sent now.
  }
}

/** Queues the store's side of signing out `token`, until flushPendingLogouts can send it. */
export function queueLogout(token: string): void {
  write([...read().filter((p) => p.token !== token), { token, at: Date.now() }].slice(-MAX_PENDING))
}

export const hasPendingLogouts = (): boolean => read().length > 0

/**
 * To a store that takes `logout`, sends the queued sign-outs oldest first, keeping those it could not
 * reach; for any other store the queue is dropped. Never rejects; the caller runs one at a time.
 */
export async function flushPendingLogouts(api: ApiClient, storeTakesLogout: boolean): Promise<void> {
  if (!hasPendingLogouts()) return
  if (!storeTakesLogout) return write([])
  try {
    const { endServerSession } = await import('./api/logout')
    for (const { token } of read()) {
      try {
        await endServerSession(api, token)
      } catch {
        return // Still unreachable: kept for the next chance.
      }
      write(read().filter((p) => p.token !== token))
    }
  } catch {
    // The request's code could not load (offline): kept for the next chance.
  }
}

export const SENDER_LOCK = 'storefront-outbox-sender'

/** How long (ms) a fallback lease lasts unless renewed; a closed tab's lease ends by itself. */
const LEASE_MS = 10_000
const RETRY_MS = 250

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>
}

/** Storage shared by the tabs (localStorage), for the fallback lease. */
export type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SenderLockEnv {
  locks?: LockManagerLike | undefined
  storage?: LeaseStorage | undefined
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function browserEnv(): SenderLockEnv {
  const locks = typeof navigator !== 'undefined' ? (navigator.locks as LockManagerLike | undefined) : undefined
  let storage: LeaseStorage | undefined
  try {
    storage = typeof localStorage !== 'undefined' ? localStorage : undefined
  } catch {
    storage = undefined
  }
  return { locks, storage }
}

/** Runs `run` holding the one-sender lock: Web Locks, else a localStorage lease plus an in-tab queue. */
export function withSenderLock<T>(run: () => Promise<T>, env: SenderLockEnv = browserEnv()): Promise<T> {
  if (env.locks) return env.locks.request(SENDER_LOCK, run)
  return inTabQueue(() => withLease(run, env))
}

// Module state on purpose: it stands in for navigator.locks, so it is one queue per page or worker.
let tail: Promise<unknown> = Promise.resolve()

function inTabQueue<T>(run: () => Promise<T>): Promise<T> {
  const next = tail.then(run, run)
  tail = next.catch(() => undefined)
  return next
}

interface Lease {
  owner: string
  until: number
}

function readLease(storage: LeaseStorage): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(SENDER_LOCK) ?? 'null') as Partial<Lease> | null
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? { owner: lease.owner, until: lease.until }
      : null
  } catch {
    return null
  }
}

/** The localStorage lease alone (exported for tests; withSenderLock adds the in-tab queue). */
export async function withLease<T>(run: () => Promise<T>, env: SenderLockEnv): Promise<T> {
  const { storage } = env
  // No shared storage at all: this tab cannot see others, so its own queue is all there is.
  if (!storage) return run()
  const now = env.now ?? Date.now
  const sleep = env.sleep ?? defaultSleep
  const owner = Math.random().toString(36).slice(2) + now().toString(36)
  for (;;) {
    const held = readLease(storage)
    if (!held || held.until <= now()) {
      storage.setItem(SENDER_LOCK, JSON.stringify({ owner, until: now() + LEASE_MS }))
      // Two tabs may write at once: the one whose write stayed goes on.
      await sleep(20)
      if (readLease(storage)?.owner === owner) break
    }
    await sleep(RETRY_MS)
  }
  const renew = setInterval(() => {
    if (readLease(storage)?.owner === owner)
      storage.setItem(SENDER_LOCK, JSON.stringify({ owner, until: now() + LEASE_MS }))
  }, LEASE_MS / 3)
  try {
    return await run()
  } finally {
    clearInterval(renew)
    if (readLease(storage)?.owner === owner) storage.removeItem(SENDER_LOCK)
  }
}

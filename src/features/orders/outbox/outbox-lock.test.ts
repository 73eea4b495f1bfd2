import { describe, expect, it } from 'vitest'
import { withLease, withSenderLock, type LockManagerLike } from './outbox-lock'

const tick = (ms = 0) => new Promise<void>((r) => setTimeout(r, ms))

/** Runs `n` jobs at once through `lock` and reports the most that ran together. */
async function maxConcurrent(lock: (run: () => Promise<void>) => Promise<void>, n: number) {
  let running = 0
  let most = 0
  let done = 0
  await Promise.all(
    Array.from({ length: n }, () =>
      lock(async () => {
        running++
        most = Math.max(most, running)
        await tick(5)
        running--
        done++
      }),
    ),
  )
  return { most, done }
}

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  }
}

describe('single-sender lock', () => {
  it('uses navigator.locks when present: the callback runs under the named lock, one at a time', async () => {
    const names: string[] = []
    let tail = Promise.resolve()
    const locks: LockManagerLike = {
      request: (name, cb) => {
        names.push(name)
        const run = tail.then(cb)
        tail = run.then(
          () => undefined,
          () => undefined,
        )
        return run
      },
    }
    const r = await maxConcurrent((run) => withSenderLock(run, { locks }), 4)
    expect(r).toEqual({ most: 1, done: 4 })
    expect(new Set(names)).toEqual(new Set(['storefront-outbox-sender']))
  })

  it('falls back to a lease in shared storage: two "tabs" never hold it together, and it is released', async () => {
    const storage = memoryStorage()
    // Each call is its own owner, like separate tabs sharing localStorage.
    const r = await maxConcurrent((run) => withLease(run, { storage, sleep: tick }), 3)
    expect(r).toEqual({ most: 1, done: 3 })
    expect(storage.map.size).toBe(0)
  })

  it('takes over a lease left by a closed tab once it lapses', async () => {
    const storage = memoryStorage()
    let now = 1000
    storage.setItem('storefront-outbox-sender', JSON.stringify({ owner: 'gone', until: 5000 }))
    let ran = false
    const p = withLease(
      async () => {
        ran = true
      },
      { storage, now: () => now, sleep: async () => void (now += 1000) },
    )
    await p
    expect(ran).toBe(true)
    expect(now).toBeGreaterThanOrEqual(5000)
  })

  it('releases the lock when the run fails', async () => {
    const storage = memoryStorage()
    await expect(withSenderLock(() => Promise.reject(new Error('x')), { storage })).rejects.toThrow('x')
    expect(storage.map.size).toBe(0)
    await expect(withSenderLock(async () => 'next', { storage })).resolves.toBe('next')
  })
})

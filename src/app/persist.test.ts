// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'

const removePersisted = vi.fn(async () => undefined)
const startPersisting = vi.fn(async () => undefined)
vi.mock('./persister', () => ({ removePersisted, startPersisting }))

const { clearPersistedQueries, startQueryPersistence } = await import('./persist')
const { shouldPersistQuery } = await import('./persist-rules')

function queryWith(key: unknown[], data: unknown = { ok: true }) {
  const client = new QueryClient()
  client.setQueryData(key, data)
  return client.getQueryCache().find({ queryKey: key })!
}

describe('shouldPersistQuery', () => {
  it('keeps successful catalogue and store-info queries', () => {
    expect(shouldPersistQuery(queryWith(['products', 'list', { category: 'audio' }]))).toBe(true)
    expect(shouldPersistQuery(queryWith(['store-info']))).toBe(true)
  })

  it('keeps catalogue data whose last refetch failed', async () => {
    const client = new QueryClient()
    client.setQueryData(['products', 'detail', '2'], { id: '2' })
    await client
      .fetchQuery({
        queryKey: ['products', 'detail', '2'],
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined)
    const query = client.getQueryCache().find({ queryKey: ['products', 'detail', '2'] })!
    expect(query.state.status).toBe('error')
    expect(shouldPersistQuery(query)).toBe(true)
  })

  it('refuses anything personal or unfinished', () => {
    expect(shouldPersistQuery(queryWith(['user', 'orders']))).toBe(false)
    expect(shouldPersistQuery(queryWith(['account']))).toBe(false)
    const client = new QueryClient()
    const pending = client
      .getQueryCache()
      .build(client, { queryKey: ['products', 'detail', '1'] as readonly unknown[] })
    expect(shouldPersistQuery(pending)).toBe(false)
  })
})

describe('startQueryPersistence', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('does not hold a first visit: no saved cache → null, persister still starts', async () => {
    vi.stubGlobal('indexedDB', {})
    expect(startQueryPersistence(new QueryClient())).toBeNull()
    await vi.waitFor(() => expect(startPersisting).toHaveBeenCalled())
  })

  it('returns the restore to wait for when a cache was saved', async () => {
    vi.stubGlobal('indexedDB', {})
    localStorage.setItem('query-cache-saved', '1')
    const waiting = startQueryPersistence(new QueryClient())
    expect(waiting).toBeInstanceOf(Promise)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('never waits longer than RESTORE_WAIT_MS for a stuck disk', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('indexedDB', {})
    localStorage.setItem('query-cache-saved', '1')
    startPersisting.mockImplementationOnce(() => new Promise(() => undefined))
    const waiting = startQueryPersistence(new QueryClient())
    let done = false
    void waiting!.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(done).toBe(true)
    vi.useRealTimers()
  })
})

describe('clearPersistedQueries', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('deletes the saved cache, its flag and any private response in CacheStorage', async () => {
    localStorage.setItem('query-cache-saved', '1')
    const api = 'http://localhost:8044/api/v1'
    const entries = [`${api}/products/1`, `${api}/orders`, `${api}/accountInfo`, `${api}/orders/5?contactInfo=x`].map(
      (url) => new Request(url),
    )
    const deleted: string[] = []
    vi.stubGlobal('caches', {
      keys: async () => ['catalogue-api-v1'],
      open: async () => ({
        keys: async () => entries,
        delete: async (r: Request) => void deleted.push(r.url),
      }),
    })
    await clearPersistedQueries()
    expect(removePersisted).toHaveBeenCalled()
    expect(localStorage.getItem('query-cache-saved')).toBeNull()
    expect(deleted).toEqual([`${api}/orders`, `${api}/accountInfo`, `${api}/orders/5?contactInfo=x`])
  })

  it('never rejects when storage fails', async () => {
    removePersisted.mockRejectedValueOnce(new Error('blocked'))
    vi.stubGlobal('caches', { keys: async () => Promise.reject(new Error('denied')) })
    await expect(clearPersistedQueries()).resolves.toBeUndefined()
  })
})

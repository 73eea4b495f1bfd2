// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'

// idb-keyval over an in-memory map: jsdom has no IndexedDB.
const db = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  get: async (k: string) => db.get(k),
  set: async (k: string, v: unknown) => void db.set(k, v),
  del: async (k: string) => void db.delete(k),
}))

const { startPersisting, removePersisted } = await import('./persister')
const { PERSIST_KEY } = await import('./persist-rules')

const saved = () =>
  JSON.parse(db.get(PERSIST_KEY) as string) as {
    buster: string
    clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] }
  }

const waitForSave = () => vi.waitFor(() => expect(db.has(PERSIST_KEY)).toBe(true))

/** A whole front-end Product: restored data is checked against that shape (persisted-shape.ts). */
const tvMount = (name: string) => ({
  id: '9',
  name,
  description: '',
  price: 999,
  image: '',
  images: [],
  category: 'TV Mounts',
  parentCategory: null,
  featured: false,
  attributes: [],
})

describe('query persistence', () => {
  beforeEach(() => {
    db.clear()
    // The library logs a discarded copy; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('saves catalogue and store info only — never account data or mutations', async () => {
    const client = new QueryClient()
    await startPersisting(client)
    client.setQueryData(['products', 'detail', '7'], { id: '7', name: 'HDMI cable' })
    client.setQueryData(['store-info'], { storeName: 'Digital Bazaar' })
    client.setQueryData(['user', 'orders'], [{ id: 'o1' }])
    client.setQueryData(['account'], { email: 'a@b.in' })
    void client
      .getMutationCache()
      .build(client, { mutationFn: async () => 1 })
      .execute({ password: 'secret' })
      .catch(() => undefined)
    await waitForSave()
    await vi.waitFor(() =>
      expect(
        saved()
          .clientState.queries.map((q) => q.queryKey[0])
          .sort(),
      ).toEqual(['products', 'store-info']),
    )
    const state = saved()
    expect(state.buster).toBe('test')
    expect(state.clientState.mutations).toEqual([])
    expect(JSON.stringify(state)).not.toContain('secret')
    expect(localStorage.getItem('query-cache-saved')).toBe('1')
  })

  it('saves catalogue data that arrived before persistence started (the persister loads on demand)', async () => {
    const client = new QueryClient()
    client.setQueryData(['products', 'list', { category: 'audio' }], { products: [], total: 0 })
    await startPersisting(client)
    await waitForSave()
    expect(saved().clientState.queries.map((q) => q.queryKey[0])).toEqual(['products'])
  })

  it("saves catalogue data hydrated from a server-rendered page's state after persistence started", async () => {
    const client = new QueryClient()
    await startPersisting(client)
    const server = new QueryClient()
    server.setQueryData(['products', 'list', { category: 'audio' }], { products: [], total: 0 })
    hydrate(client, dehydrate(server))
    await waitForSave()
    expect(saved().clientState.queries.map((q) => q.queryKey[0])).toEqual(['products'])
  })

  it('restores a saved catalogue of the same app version', async () => {
    const writer = new QueryClient()
    await startPersisting(writer)
    const mount = tvMount('TV mount')
    writer.setQueryData(['products', 'detail', '9'], mount)
    await waitForSave()

    const reader = new QueryClient()
    await startPersisting(reader)
    expect(reader.getQueryData(['products', 'detail', '9'])).toEqual(mount)
  })

  it('a restore and a server-rendered page agree by dataUpdatedAt: the newer copy of a product wins', async () => {
    const key = ['products', 'detail', '9']
    const writer = new QueryClient()
    await startPersisting(writer)
    writer.setQueryData(key, tvMount('Saved on the device'), { updatedAt: 1_000 })
    await waitForSave()

    // The server's copy arrived first (hydrated from the page) and is newer: the restore keeps it.
    const newer = new QueryClient()
    newer.setQueryData(key, tvMount('From the server'), { updatedAt: 2_000 })
    await startPersisting(newer)
    expect(newer.getQueryData<{ name: string }>(key)?.name).toBe('From the server')

    // The server's copy is older than the device's (a page rendered before the shopper's last
    // visit): the restore replaces it.
    const older = new QueryClient()
    older.setQueryData(key, tvMount('From the server'), { updatedAt: 500 })
    await startPersisting(older)
    expect(older.getQueryData<{ name: string }>(key)?.name).toBe('Saved on the device')
  })

  it('discards a copy saved by another app version, and an unreadable one', async () => {
    db.set(
      PERSIST_KEY,
      JSON.stringify({
        buster: 'old',
        timestamp: Date.now(),
        clientState: {
          queries: [
            {
              queryKey: ['products'],
              queryHash: '["products"]',
              state: { data: 1, status: 'success', dataUpdatedAt: Date.now() },
            },
          ],
          mutations: [],
        },
      }),
    )
    const client = new QueryClient()
    await startPersisting(client)
    expect(client.getQueryData(['products'])).toBeUndefined()

    db.set(PERSIST_KEY, '{not json')
    const other = new QueryClient()
    await expect(startPersisting(other)).resolves.toBeUndefined()
    expect(db.has(PERSIST_KEY)).toBe(false)
    expect(other.getQueryCache().getAll()).toEqual([])
  })

  it('keeps data whose refetch failed offline, stored as a success', async () => {
    const client = new QueryClient()
    await startPersisting(client)
    client.setQueryData(['products', 'detail', '3'], { id: '3', name: 'Remote' })
    await waitForSave()
    await client
      .fetchQuery({
        queryKey: ['products', 'detail', '3'],
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(client.getQueryState(['products', 'detail', '3'])?.status).toBe('error')
    client.setQueryData(['store-info'], { storeName: 'x' }) // any later change triggers a save
    await vi.waitFor(() => expect(saved().clientState.queries).toHaveLength(2))
    const stored = saved().clientState.queries.find((q) => q.queryKey[2] === '3') as unknown as {
      state: { status: string; data: unknown }
    }
    expect(stored.state).toMatchObject({ status: 'success', data: { id: '3', name: 'Remote' } })
  })

  it('removePersisted deletes the saved copy', async () => {
    db.set(PERSIST_KEY, 'x')
    await removePersisted()
    expect(db.has(PERSIST_KEY)).toBe(false)
  })
})

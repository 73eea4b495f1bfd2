import { afterEach, describe, expect, it, vi } from 'vitest'
import { getToken } from '@/lib/auth-token'
import { SENDER_LOCK, type LockManagerLike } from '@/features/orders/outbox/outbox-lock'
import { createSessionStore, memorySessionBackend } from '@/features/orders/outbox/outbox-session'
import { createOutbox, memoryBackend } from '@/features/orders/outbox/outbox-store'
import { entryOf } from '@/features/orders/outbox/outbox.fixture'
import { sessionTag } from '@/lib/session-tag'
import type { OutboxSyncMessage } from '@/features/orders/outbox/outbox-sync'
import { sendOutboxFromWorker } from './outbox-worker'

// As the worker's build sees it (the Node test runner reads as a server otherwise): no page, no localStorage.
vi.mock('@/lib/on-server', () => ({ onServer: false }))

const BASE = 'https://api.shop.test/api/v1'
const TOKEN = 'tok-asha-2'

/** One Web Locks lock at a time, in request order (as navigator.locks does for one name). */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve()
  const names: string[] = []
  const locks: LockManagerLike = {
    request: <T>(name: string, run: () => Promise<T>) => {
      names.push(name)
      const next = tail.then(run)
      tail = next.catch(() => undefined)
      return next
    },
  }
  return { locks, names }
}

interface Call {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
}

/** The store API as a fetch: POST /orders places ORD-<n>; the rest answers from `over` or defaults. */
function fakeStore(
  over: {
    post?: () => Response
    orders?: () => Response
    account?: () => Response
    capabilities?: string[]
  } = {},
) {
  const calls: Call[] = []
  let placed = 0
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({
      method,
      url: input,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const path = input.replace(BASE, '')
    if (path === '/storeInfo') return json({ storeName: 'Shop', capabilities: over.capabilities ?? ['idempotency'] })
    if (path === '/accountInfo') return over.account?.() ?? json({ email: 'asha@example.in' })
    if (path === '/orders' && method === 'POST') return over.post?.() ?? json({ id: `ORD-${++placed}` }, 201)
    if (path === '/orders') return over.orders?.() ?? json([])
    return json({ error: 'Not found' }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') }
}

async function setup({ kept = true, locks = fakeLocks().locks as LockManagerLike | null } = {}) {
  const outbox = createOutbox(memoryBackend())
  const sessions = createSessionStore(memorySessionBackend())
  if (kept) await sessions.keep({ token: TOKEN, apiBase: BASE })
  const told: OutboxSyncMessage[] = []
  const deps = {
    outbox,
    sessions,
    locks: locks ?? undefined,
    tell: async (message: OutboxSyncMessage) => void told.push(message),
    now: () => 2_000_000,
  }
  // Placed in the kept session (the entry's tag is this token's).
  const session = await sessionTag(TOKEN)
  return { outbox, sessions, told, deps, session }
}

describe('the service worker sending the outbox (Background Sync)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends a waiting order once, with the kept session's token, its key and at the kept API base; tells open tabs", async () => {
    const { outbox, told, deps, session } = await setup()
    const store = fakeStore()
    await outbox.put(entryOf({ session }))

    await sendOutboxFromWorker(deps)

    const [post, ...more] = store.posts()
    expect(more).toEqual([])
    expect(post?.url).toBe(`${BASE}/orders`)
    expect(post?.headers.Authorization).toBe(`Bearer ${TOKEN}`)
    expect(post?.headers['Idempotency-Key']).toBe('k-1')
    expect(post?.body).toEqual({ products: { p1: 2 }, shippingAddress: entryOf().shippingAddress })
    expect((await outbox.read()).entries).toEqual([])
    expect(told).toEqual([{ type: 'OUTBOX_SYNC', placed: ['ORD-1'] }])
    // The token was the worker's for the send only.
    expect(getToken()).toBeNull()

    // A second sync (or a tab after it) finds nothing to send.
    await sendOutboxFromWorker(deps)
    expect(store.posts()).toHaveLength(1)
  })

  it('sends without the key to a store that does not list idempotency', async () => {
    const { outbox, deps, session } = await setup()
    const store = fakeStore({ capabilities: [] })
    await outbox.put(entryOf({ session }))
    await sendOutboxFromWorker(deps)
    expect(store.posts()).toHaveLength(1)
    expect(store.posts()[0]?.headers).not.toHaveProperty('Idempotency-Key')
  })

  it('after a send with no answer, looks the order up in GET /orders before sending again', async () => {
    const { outbox, told, deps, session } = await setup()
    const store = fakeStore({
      orders: () =>
        new Response(
          JSON.stringify([
            {
              id: 'ORD-77',
              status: 0,
              createdAt: new Date(3_000_000).toISOString(),
              items: [{ id: 'i1', productId: 'p1', productTitle: 'Cable', quantity: 2, price: 499.5 }],
              shippingAddress: entryOf().shippingAddress,
            },
          ]),
        ),
    })
    await outbox.put(entryOf({ session, mayHaveReachedStore: true }))
    await sendOutboxFromWorker(deps)
    expect(store.posts()).toEqual([])
    expect(store.calls.some((c) => c.method === 'GET' && c.url === `${BASE}/orders`)).toBe(true)
    expect((await outbox.read()).entries).toEqual([])
    expect(told[0]?.placed).toEqual(['ORD-77'])
  })

  it('a send with no answer resolves true (the sync is failed, to fire again) and the next one looks it up first', async () => {
    const { outbox, deps, session } = await setup()
    let down = true
    const store = fakeStore({
      post: () => {
        if (down) throw new TypeError('Failed to fetch')
        return new Response('{"id":"ORD-5"}', { status: 201 })
      },
    })
    await outbox.put(entryOf({ session }))
    expect(await sendOutboxFromWorker(deps)).toBe(true)
    expect(await outbox.get('k-1')).toMatchObject({ state: 'waiting', mayHaveReachedStore: true })
    down = false
    expect(await sendOutboxFromWorker(deps)).toBe(false)
    const methods = store.calls.filter((c) => c.url === `${BASE}/orders`).map((c) => c.method)
    expect(methods).toEqual(['POST', 'GET', 'POST'])
    expect(await outbox.get('k-1')).toBeNull()
  })

  it('with no kept session (signed out, or nothing of this shopper waits) sends nothing and leaves every entry as it was', async () => {
    const { outbox, told, deps, session } = await setup({ kept: false })
    const store = fakeStore()
    await outbox.put(entryOf({ session }))
    await sendOutboxFromWorker(deps)
    expect(store.calls).toEqual([])
    expect((await outbox.read()).entries).toEqual([entryOf({ session })])
    // The open tabs are still woken: they send with the page's session.
    expect(told).toEqual([{ type: 'OUTBOX_SYNC', placed: [] }])
  })

  it('without Web Locks in the worker sends nothing (a tab sends instead)', async () => {
    const { outbox, deps, session } = await setup({ locks: null })
    const store = fakeStore()
    await outbox.put(entryOf({ session }))
    await sendOutboxFromWorker(deps)
    expect(store.calls).toEqual([])
    expect((await outbox.read()).entries).toHaveLength(1)
  })

  it('waits for a tab that holds the sender lock, then does not send what that tab placed', async () => {
    const { locks, names } = fakeLocks()
    const { outbox, deps, session } = await setup({ locks })
    const store = fakeStore()
    await outbox.put(entryOf({ session }))
    let release!: () => void
    const tab = locks.request(SENDER_LOCK, async () => {
      await new Promise<void>((resolve) => (release = resolve))
      // The tab placed it meanwhile.
      await outbox.remove('k-1')
    })

    const worker = sendOutboxFromWorker(deps)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.calls).toEqual([])
    release()
    await Promise.all([tab, worker])
    expect(store.posts()).toEqual([])
    expect(names).toEqual([SENDER_LOCK, SENDER_LOCK])
  })

  it("sends only the kept session's shopper's orders: another shopper's waits, untouched by the send", async () => {
    const { outbox, deps, session } = await setup()
    const store = fakeStore()
    await outbox.put(entryOf({ key: 'mine', session, createdAt: 1_000_000 }))
    await outbox.put(
      entryOf({ key: 'ravi', session: 'earlier-session', owner: 'ravi@example.in', createdAt: 1_000_001 }),
    )

    await sendOutboxFromWorker(deps)

    expect(store.posts().map((p) => p.headers['Idempotency-Key'])).toEqual(['mine'])
    const left = (await outbox.read()).entries
    expect(left.map((e) => [e.key, e.state, e.session])).toEqual([['ravi', 'signin', 'earlier-session']])
  })

  it("sends the shopper's order of an earlier session once the account proves it is theirs", async () => {
    const { outbox, deps } = await setup()
    const store = fakeStore()
    await outbox.put(entryOf({ session: 'earlier-session', owner: 'asha@example.in' }))
    await sendOutboxFromWorker(deps)
    expect(store.calls.filter((c) => c.url === `${BASE}/accountInfo`)).toHaveLength(1)
    expect(store.posts()).toHaveLength(1)
  })

  it('a 401 forgets the kept session; the order waits for sign-in and is not sent again by the worker', async () => {
    const { outbox, sessions, told, deps, session } = await setup()
    const store = fakeStore({ post: () => new Response('{"error":"Unauthorized"}', { status: 401 }) })
    await outbox.put(entryOf({ session }))
    await sendOutboxFromWorker(deps)
    expect(await sessions.read()).toBeNull()
    expect((await outbox.read()).entries.map((e) => e.state)).toEqual(['signin'])
    expect(told[0]?.placed).toEqual([])
    await sendOutboxFromWorker(deps)
    expect(store.posts()).toHaveLength(1)
  })

  it('a refusal keeps the order as refused with the store reason (a tab puts its lines back), never sent again', async () => {
    const { outbox, deps, session } = await setup()
    const store = fakeStore({ post: () => new Response('{"error":"Out of stock"}', { status: 400 }) })
    await outbox.put(entryOf({ session }))
    await sendOutboxFromWorker(deps)
    const [entry] = (await outbox.read()).entries
    expect(entry).toMatchObject({ key: 'k-1', state: 'refused', refusal: 'Out of stock' })
    await sendOutboxFromWorker(deps)
    expect(store.posts()).toHaveLength(1)
  })

  it.each([429, 503])(
    'a busy store (%i, Retry-After) keeps the order waiting, never refused; the sync fires again',
    async (status) => {
      const { outbox, deps, session } = await setup()
      const store = fakeStore({
        post: () => new Response('{"error":"Slow down"}', { status, headers: { 'Retry-After': '30' } }),
      })
      await outbox.put(entryOf({ session }))
      expect(await sendOutboxFromWorker(deps)).toBe(true)
      expect(await outbox.get('k-1')).toMatchObject({ state: 'waiting' })
      expect(store.posts()).toHaveLength(1)
    },
  )

  it('leaves an order with an earlier attempt to look up to a tab (its lines may go back there)', async () => {
    const { outbox, deps, session } = await setup()
    const store = fakeStore()
    const earlier = { key: 'e-1', products: { p1: 1 }, shippingAddress: entryOf().shippingAddress, startedAt: 1 }
    await outbox.put(entryOf({ session, earlier }))
    await sendOutboxFromWorker(deps)
    expect(store.calls.filter((c) => c.url.startsWith(`${BASE}/orders`))).toEqual([])
    expect(await outbox.get('k-1')).toEqual(entryOf({ session, earlier }))
  })

  it("stops when the page's session changes during the run: the next order is not sent", async () => {
    const { outbox, sessions, deps, session } = await setup()
    const store = fakeStore({
      post: () => {
        // Another shopper signs in on the page while the first order is sent.
        void sessions.keep({ token: 'tok-ravi', apiBase: BASE })
        return new Response('{"id":"ORD-1"}', { status: 201 })
      },
    })
    await outbox.put(entryOf({ key: 'a', session, createdAt: 1_000_000 }))
    await outbox.put(entryOf({ key: 'b', session, createdAt: 1_000_001 }))
    await sendOutboxFromWorker(deps)
    expect(store.posts().map((p) => p.headers['Idempotency-Key'])).toEqual(['a'])
    expect((await outbox.read()).entries.map((e) => e.key)).toEqual(['b'])
  })

  it('leaves an order older than 72 hours to a tab (its lines go back to the cart there)', async () => {
    const { outbox, deps, session } = await setup()
    const store = fakeStore()
    await outbox.put(entryOf({ session, createdAt: 2_000_000 - 73 * 60 * 60 * 1000 }))
    await sendOutboxFromWorker({ ...deps })
    expect(store.posts()).toEqual([])
    expect((await outbox.read()).entries).toHaveLength(1)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { createApiClient } from '@/lib/api-client'
import { getToken, setToken } from '@/lib/auth-token'
import { sessionTag } from '@/lib/session-tag'
import { createOrder } from '../api/place-order'
import { fakeLocks, fakeStore } from './fake-store.fixture'
import { withSenderLock } from './outbox-lock'
import { nextRetry } from './outbox-machine'
import { maskOwner, shopperOfToken } from './outbox-owner'
import { flushOutbox, type SenderDeps } from './outbox-sender'
import { createOutbox, memoryBackend, OUTBOX_MAX_AGE_MS, type Outbox, type OutboxEntry } from './outbox-store'
import { entryOf } from './outbox.fixture'
import { saveOrderOffline } from './save-offline'
import { discardWaitingOrders } from './use-outbox'
import { bundledTransport } from '@/lib/api-send'

/*
 * The real sender (flushOutbox, sendOrderOnce, the API client, the outbox store on a memory
 * backend, the sender lock on a Web Locks stand-in) against a fake store (fake-store.fixture.ts).
 */

const BASE = 'https://api.shop.test/api/v1'
const ASHA = 'tok-asha'
const RAVI = 'tok-ravi'
const SHOPPERS = { [ASHA]: 'asha@example.in', [RAVI]: 'ravi@example.in' }
const HOUR = 60 * 60_000
const T0 = Date.parse('2026-05-01T10:00:00Z')
const address = entryOf().shippingAddress
/** The tab's client: this store, the token stored on the device. */
const api = createApiClient({ base: () => BASE, getToken }, bundledTransport)

let store: ReturnType<typeof fakeStore>
let locks: ReturnType<typeof fakeLocks>
let outbox: Outbox
/** How far the phone's clock is ahead of the store's (ms). */
let skew = 0

function open({ showsDate = true, phoneAhead = 0 } = {}) {
  skew = phoneAhead
  vi.setSystemTime(T0 + skew)
  store = fakeStore({ base: BASE, shoppers: SHOPPERS, clock: () => Date.now() - skew, showsDate })
  vi.stubGlobal('fetch', store.fetch)
}

const Email = v.object({ email: v.string() })
const Capabilities = v.object({ capabilities: v.array(v.string()) })
const sessionNow = async () => {
  const token = getToken()
  return token === null ? null : sessionTag(token)
}

/** A tab's sender as src/app/outbox-wiring.ts builds it, with the reports as mocks. */
function tab(over: Partial<SenderDeps> = {}) {
  return {
    outbox,
    api,
    currentShopper: () => shopperOfToken(getToken(), () => api.get('/accountInfo', Email).then((a) => a.email)),
    sessionNow,
    idempotent: () => api.get('/storeInfo', Capabilities).then((s) => s.capabilities.includes('idempotency')),
    onPlaced: vi.fn(),
    onEarlierPlaced: vi.fn(),
    onReturned: vi.fn(),
    onSignInNeeded: vi.fn(),
    onOwnerNeeded: vi.fn(),
    onBusy: vi.fn(),
    onDropped: vi.fn(),
    onChange: vi.fn(),
    lock: <T>(run: () => Promise<T>) => withSenderLock(run, { locks }),
    ...over,
  } satisfies SenderDeps
}

/** Asha's order saved on this phone now (its clock), in her current session. */
async function ashasOrder(over: Partial<OutboxEntry> = {}): Promise<OutboxEntry> {
  const entry = entryOf({ key: 'k-asha', createdAt: Date.now(), session: await sessionTag(ASHA), ...over })
  await outbox.put(entry)
  return entry
}

const body = (entry: OutboxEntry) => ({
  products: Object.fromEntries(entry.lines.map((l) => [l.id, l.quantity])),
  shippingAddress: entry.shippingAddress,
})
const lock = <T>(run: () => Promise<T>) => withSenderLock(run, { locks })
/** The sender lock, saying when it is asked for. */
function watchedLock() {
  const asked = gate()
  return {
    asked: asked.shut,
    lock: <T>(run: () => Promise<T>) => {
      asked.open()
      return lock(run)
    },
  }
}
/** A promise and its resolve. */
function gate() {
  let open!: () => void
  const shut = new Promise<void>((resolve) => (open = resolve))
  return { shut, open }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  setToken(ASHA)
  locks = fakeLocks()
  outbox = createOutbox(memoryBackend())
  open()
})

afterEach(() => {
  setToken(null)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('1. a discard is final', () => {
  it('waits for a send in flight; when that send committed and lost its answer, says it was placed and writes nothing back', async () => {
    await ashasOrder()
    store.failPosts('commit-drop')
    const atStore = gate()
    const release = gate()
    store.during('POST /orders', async () => {
      atStore.open()
      await release.shut
    })
    const sending = flushOutbox(tab())
    await atStore.shut
    const waiting = watchedLock()
    const discarding = discardWaitingOrders({ api, outbox, lock: waiting.lock })
    await waiting.asked
    release.open()

    expect(await sending).toBe(true)
    expect(await discarding).toEqual({ placed: ['ORD-1'], unchecked: 0 })
    expect((await outbox.read()).entries).toEqual([])
    // Asha signing in again sends nothing: one order, the one already placed.
    store.during('POST /orders', undefined)
    await flushOutbox(tab())
    expect(store.posts()).toHaveLength(1)
  })

  it('a slow send that succeeds while the discard waits: the discard says it was placed', async () => {
    await ashasOrder()
    const release = gate()
    store.during('POST /orders', () => release.shut)
    const sender = tab()
    const sending = flushOutbox(sender)
    await vi.waitFor(() => expect(store.posts()).toHaveLength(1))
    const waiting = watchedLock()
    const discarding = discardWaitingOrders({ api, outbox, lock: waiting.lock })
    await waiting.asked
    release.open()
    await sending
    expect(sender.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-asha' }), 'ORD-1')
    expect(await discarding).toEqual({ placed: ['ORD-1'], unchecked: 0 })
  })

  it('an order that may have reached the store while the list cannot be read: discarded, counted as unchecked', async () => {
    await ashasOrder({ mayHaveReachedStore: true })
    store.during('GET /orders', () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await discardWaitingOrders({ api, outbox, lock })).toEqual({ placed: [], unchecked: 1 })
    expect((await outbox.read()).entries).toEqual([])
  })
})

describe("7. another shopper's waiting order is theirs", () => {
  it("a sign-out discards only this shopper's orders; another shopper's stays with its owner", async () => {
    await ashasOrder({ key: 'asha-now' })
    await outbox.put(entryOf({ key: 'asha-before', session: 'earlier-session', owner: 'asha@example.in' }))
    const ravis = entryOf({ key: 'ravi', session: 'ravis-session', owner: 'ravi@example.in' })
    await outbox.put(ravis)
    await discardWaitingOrders({ api, outbox, lock, email: 'Asha@example.in' })
    expect((await outbox.read()).entries).toEqual([ravis])
  })
})

describe('2. an offline Place Order after an unconfirmed attempt looks that attempt up first', () => {
  const cart = (quantity: number) => [{ id: 'p1', name: 'Cable', price: 499.5, quantity }]

  beforeEach(() => {
    const items = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, value: string) => void items.set(k, value),
      removeItem: (k: string) => void items.delete(k),
    })
  })

  it('the store committed the first attempt and answered 502; the edited order saved offline is not sent', async () => {
    store.failPosts('commit-502')
    await expect(createOrder(api, cart(2), address, { idempotent: true })).rejects.toMatchObject({ status: 502 })
    // The network drops; the shopper changes a quantity and taps Place Order again.
    vi.setSystemTime(Date.now() + 60_000)
    const entry = await saveOrderOffline(api, cart(3), address, { outbox, ownerEmail: 'asha@example.in' })

    const sender = tab()
    await flushOutbox(sender)

    expect(store.posts()).toHaveLength(1)
    expect(store.ordersOf('asha@example.in')).toHaveLength(1)
    expect(sender.onEarlierPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: entry.key }), 'ORD-1')
    expect(sender.onPlaced).not.toHaveBeenCalled()
    expect((await outbox.read()).entries).toEqual([])
  })

  it('when the first attempt placed nothing, the edited order is sent once', async () => {
    store.failPosts('drop')
    await expect(createOrder(api, cart(2), address, { idempotent: true })).rejects.toMatchObject({ kind: 'network' })
    await saveOrderOffline(api, cart(3), address, { outbox, ownerEmail: 'asha@example.in' })
    const sender = tab()
    await flushOutbox(sender)
    expect(store.ordersOf('asha@example.in').map((o) => o.items[0]?.quantity)).toEqual([3])
    expect(sender.onPlaced).toHaveBeenCalledWith(expect.anything(), 'ORD-1')
  })
})

describe('3. an order that may have reached the store is never returned to the cart unchecked', () => {
  const expired = { createdAt: T0 - OUTBOX_MAX_AGE_MS - HOUR, mayHaveReachedStore: true }

  it('past 72 h: looked up in its owner session; found, it is the placed order, nothing goes back', async () => {
    const entry = await ashasOrder(expired)
    store.placedBefore('asha@example.in', body(entry), OUTBOX_MAX_AGE_MS + HOUR - 1_000)
    const sender = tab()
    await flushOutbox(sender)
    expect(sender.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-asha' }), 'ORD-1')
    expect(sender.onReturned).not.toHaveBeenCalled()
    expect(store.posts()).toEqual([])
    expect((await outbox.read()).entries).toEqual([])
  })

  it('past 72 h and not on the store: its lines go back, unsent', async () => {
    await ashasOrder(expired)
    const sender = tab()
    await flushOutbox(sender)
    expect(sender.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-asha' }), 'expired')
    expect(store.posts()).toEqual([])
  })

  it("past 72 h with another shopper signed in, or none: kept, never looked up in another's orders; its owner is asked for", async () => {
    await ashasOrder(expired)
    for (const token of [RAVI, null]) {
      setToken(token)
      const sender = tab()
      await flushOutbox(sender)
      expect(sender.onReturned).not.toHaveBeenCalled()
      expect(sender.onOwnerNeeded).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-asha' }))
      expect(await outbox.get('k-asha')).toMatchObject({ state: 'signin' })
    }
    expect(store.calls.filter((c) => c.path === '/orders')).toEqual([])
  })

  it("an order no session can prove, placed in this shopper's orders: found there, not handed back", async () => {
    const entry = entryOf({ key: 'who', session: 'lost-session', owner: undefined, mayHaveReachedStore: true })
    await outbox.put({ ...entry, createdAt: Date.now() })
    store.placedBefore('asha@example.in', body(entry), 0)
    const sender = tab()
    await flushOutbox(sender)
    expect(sender.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: 'who' }), 'ORD-1')
    expect(sender.onReturned).not.toHaveBeenCalled()
  })

  it('masks the owner it names: first character, *** and the domain', () => {
    expect(maskOwner('deepa@example.com')).toBe('d***@example.com')
    expect(maskOwner('d@example.com')).toBe('d***@example.com')
    expect(maskOwner('no-domain')).toBe('n***')
  })

  it('masks a mobile number owner (an account made by phone) to its last four digits', () => {
    expect(maskOwner('+919876543210')).toBe('+91 ******3210')
  })
})

describe('4. one run, one shopper', () => {
  it("another shopper signs in during a send: the next order is not sent on the new shopper's account", async () => {
    await ashasOrder({ key: 'first', createdAt: Date.now() })
    await ashasOrder({ key: 'second', createdAt: Date.now() + 1 })
    store.during('POST /orders', () => setToken(RAVI))
    expect(await flushOutbox(tab())).toBe(false)
    expect(store.posts().map((p) => [p.key, p.token])).toEqual([['first', ASHA]])
    expect(store.ordersOf('ravi@example.in')).toEqual([])
    expect(await outbox.get('second')).toMatchObject({ state: 'waiting' })
  })

  it('the session ends between the look-up and the POST: nothing is sent', async () => {
    await ashasOrder({ mayHaveReachedStore: true })
    store.during('GET /orders', () => setToken(RAVI))
    await flushOutbox(tab())
    expect(store.posts()).toEqual([])
    expect(await outbox.get('k-asha')).toMatchObject({ state: 'waiting', mayHaveReachedStore: true })
  })
})

describe("5. the look-up does not trust the phone's clock", () => {
  it.each([
    ['shows its Date', true],
    ['does not show its Date', false],
  ])(
    'phone an hour fast, a store that %s: the committed send with a lost answer is found, not sent again',
    async (_, showsDate) => {
      open({ showsDate, phoneAhead: HOUR })
      await ashasOrder()
      store.failPosts('commit-drop')
      const sender = tab()
      expect(await flushOutbox(sender)).toBe(true)
      await flushOutbox(sender)
      expect(store.posts()).toHaveLength(1)
      expect(sender.onPlaced).toHaveBeenCalledWith(expect.anything(), 'ORD-1')
    },
  )

  it('phone an hour slow: an identical order placed before the attempt is not taken for it', async () => {
    open({ phoneAhead: -HOUR })
    const entry = await ashasOrder()
    store.placedBefore('asha@example.in', body(entry), 30 * 60_000)
    store.failPosts('drop')
    const sender = tab()
    expect(await flushOutbox(sender)).toBe(true)
    await flushOutbox(sender)
    expect(store.posts()).toHaveLength(2)
    expect(sender.onPlaced).toHaveBeenCalledWith(expect.anything(), 'ORD-2')
  })
})

describe('6. temporary refusals are temporary', () => {
  it.each([
    [429, '120', 120_000],
    [503, '7200', 300_000],
    [408, undefined, undefined],
    [425, undefined, undefined],
    [503, undefined, undefined],
  ])(
    '%i (Retry-After %s): the order keeps waiting, the run stops, the wait is reported',
    async (status, retryAfter, wait) => {
      await ashasOrder({ key: 'a', createdAt: Date.now() })
      await ashasOrder({ key: 'b', createdAt: Date.now() + 1 })
      store.failPosts({ status, ...(retryAfter ? { retryAfter } : {}) })
      const sender = tab()
      expect(await flushOutbox(sender)).toBe(true)
      expect(sender.onBusy).toHaveBeenCalledWith(wait)
      expect(sender.onReturned).not.toHaveBeenCalled()
      expect(store.posts()).toHaveLength(1)
      expect((await outbox.read()).entries.map((e) => e.state)).toEqual(['waiting', 'waiting'])
      // Retried later: both placed, once each.
      await flushOutbox(sender)
      expect(store.ordersOf('asha@example.in')).toHaveLength(2)
    },
  )

  it("the tab's next run waits the store's Retry-After (at least 1 s), else its own back-off", () => {
    expect(nextRetry(5_000, 120_000)).toEqual({ delayMs: 120_000, backoffMs: 5_000 })
    expect(nextRetry(5_000, 0)).toEqual({ delayMs: 1_000, backoffMs: 5_000 })
    expect(nextRetry(5_000, undefined)).toEqual({ delayMs: 5_000, backoffMs: 10_000 })
    expect(nextRetry(300_000, undefined)).toEqual({ delayMs: 300_000, backoffMs: 300_000 })
  })
})

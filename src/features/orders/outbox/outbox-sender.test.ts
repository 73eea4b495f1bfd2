import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { OrderOutcomeUnknownError } from '../api/order-once'
import { afterSend, beforeSend, outcomeOfError } from './outbox-machine'
import { cancelEntry, flushOutbox, returnRefused, type SenderDeps } from './outbox-sender'
import { createOutbox, memoryBackend, OUTBOX_MAX_AGE_MS } from './outbox-store'
import { entryOf } from './outbox.fixture'
import { testApi } from '@/test/api'

const noLock = <T>(run: () => Promise<T>) => run()
const api = testApi()

function setup(over: Partial<SenderDeps> = {}) {
  const outbox = createOutbox(memoryBackend())
  const deps = {
    outbox,
    api,
    currentShopper: async () => ({ session: 's-1', email: async () => 'asha@example.in' }),
    idempotent: async () => true,
    onPlaced: vi.fn(),
    onReturned: vi.fn(),
    onSignInNeeded: vi.fn(),
    onDropped: vi.fn(),
    onChange: vi.fn(),
    now: () => 2_000_000,
    send: vi.fn(async () => ({ id: 'ORD-9', found: false })),
    lock: noLock,
    ...over,
  } satisfies SenderDeps
  return { outbox, deps }
}

describe('state machine', () => {
  const e = entryOf()
  it('waiting → sending (marked as possibly on the store) when signed in and fresh', () => {
    expect(beforeSend(e, { now: e.createdAt, signedIn: true })).toEqual({
      to: 'sending',
      entry: { ...e, state: 'sending', mayHaveReachedStore: true },
    })
  })
  it('waiting → waiting for sign-in without a session; → returned to cart after 72 h', () => {
    expect(beforeSend(e, { now: e.createdAt, signedIn: false }).to).toBe('signin')
    expect(beforeSend(e, { now: e.createdAt + OUTBOX_MAX_AGE_MS + 1, signedIn: true })).toEqual({
      to: 'returned',
      why: 'expired',
    })
  })
  it('sending → placed / returned to cart / waiting for sign-in / waiting', () => {
    expect(afterSend(e, { kind: 'placed', orderId: '7' })).toEqual({ to: 'placed', orderId: '7' })
    expect(afterSend(e, { kind: 'refused', reason: 'Out of stock' })).toEqual({
      to: 'returned',
      why: 'refused',
      reason: 'Out of stock',
    })
    expect(afterSend(e, { kind: 'unauthorized' })).toEqual({ to: 'signin', entry: { ...e, state: 'signin' } })
    expect(afterSend(e, { kind: 'unknown' })).toEqual({
      to: 'waiting',
      entry: { ...e, state: 'waiting', mayHaveReachedStore: true },
    })
  })
  it('reads send errors: 4xx refused with the store reason, 401, and every unknown outcome', () => {
    expect(outcomeOfError(new ApiError('http', 'x', 400, 'Out of stock'), true)).toEqual({
      kind: 'refused',
      reason: 'Out of stock',
    })
    expect(outcomeOfError(new ApiError('http', 'x', 401), true)).toEqual({ kind: 'unauthorized' })
    expect(outcomeOfError(new ApiError('http', 'x', 500), true)).toEqual({ kind: 'unknown' })
    expect(outcomeOfError(new ApiError('network', 'x', undefined), true)).toEqual({ kind: 'unknown' })
    expect(outcomeOfError(new ApiError('invalid', 'x', 201), true)).toEqual({ kind: 'unknown' })
    expect(outcomeOfError(new ApiError('http', 'x', 409), true)).toEqual({ kind: 'unknown' })
    expect(outcomeOfError(new OrderOutcomeUnknownError('x'), true)).toEqual({ kind: 'unknown' })
  })
})

describe('flushOutbox', () => {
  it('sends a waiting order once with its key, products and address, then removes it as placed', async () => {
    const { outbox, deps } = setup()
    await outbox.put(entryOf())
    await flushOutbox(deps)
    expect(deps.send).toHaveBeenCalledTimes(1)
    expect(deps.send).toHaveBeenCalledWith(
      { key: 'k-1', products: { p1: 2 }, shippingAddress: entryOf().shippingAddress, startedAt: entryOf().createdAt },
      expect.objectContaining({ idempotent: true, uncertain: false, earlier: undefined }),
    )
    expect(deps.onPlaced).toHaveBeenCalledWith(entryOf(), 'ORD-9')
    expect((await outbox.read()).entries).toEqual([])
    await flushOutbox(deps)
    expect(deps.send).toHaveBeenCalledTimes(1)
  })

  it('after an unknown outcome it keeps the entry and the next send looks the order up first', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('network', 'x', undefined))
    send.mockResolvedValueOnce({ id: 'ORD-1', found: true })
    const { outbox, deps } = setup({ send })
    await outbox.put(entryOf())
    expect(await flushOutbox(deps)).toBe(true)
    expect(await outbox.get('k-1')).toEqual(entryOf({ mayHaveReachedStore: true }))
    await flushOutbox(deps)
    expect(send.mock.calls[1]![1]).toMatchObject({ idempotent: true, uncertain: true })
    expect(deps.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-1' }), 'ORD-1')
  })

  it('a refusal returns the lines with the store reason; an expired entry is returned unsent', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('http', 'x', 400, 'Out of stock'))
    const { outbox, deps } = setup({ send, now: () => 1_000_000 + OUTBOX_MAX_AGE_MS + 5 })
    await outbox.put(entryOf({ key: 'old', createdAt: 1 }))
    await outbox.put(entryOf({ key: 'new', createdAt: 1_000_010 }))
    await flushOutbox(deps)
    expect(deps.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'old' }), 'expired')
    expect(deps.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'new' }), 'refused', 'Out of stock')
    expect(send).toHaveBeenCalledTimes(1)
    expect((await outbox.read()).entries).toEqual([])
  })

  it('a 401 keeps the order waiting for sign-in; nothing is sent while signed out; sent after sign-in', async () => {
    let signedIn = true
    const send = vi.fn().mockRejectedValueOnce(new ApiError('http', 'x', 401))
    send.mockResolvedValue({ id: 'ORD-2', found: false })
    const { outbox, deps } = setup({
      send,
      currentShopper: async () => (signedIn ? { session: 's-1', email: async () => 'asha@example.in' } : null),
    })
    await outbox.put(entryOf())
    await flushOutbox(deps)
    expect(deps.onSignInNeeded).toHaveBeenCalledTimes(1)
    expect((await outbox.get('k-1'))?.state).toBe('signin')
    signedIn = false
    await flushOutbox(deps)
    expect(send).toHaveBeenCalledTimes(1)
    signedIn = true
    await flushOutbox(deps)
    expect(deps.onPlaced).toHaveBeenCalledWith(expect.anything(), 'ORD-2')
  })

  it('reports dropped corrupt entries and still sends the valid ones', async () => {
    const map = new Map<string, unknown>([['bad', { nope: true }]])
    const outbox = createOutbox(memoryBackend(map))
    const { deps } = setup({ outbox })
    await outbox.put(entryOf())
    await flushOutbox(deps)
    expect(deps.onDropped).toHaveBeenCalledWith(1)
    expect(deps.onPlaced).toHaveBeenCalledTimes(1)
  })

  it('two senders under one lock place the order once', async () => {
    let tail = Promise.resolve()
    const lock = <T>(run: () => Promise<T>) => {
      const next = tail.then(run)
      tail = next.then(
        () => undefined,
        () => undefined,
      )
      return next
    }
    const { outbox, deps } = setup({ lock })
    await outbox.put(entryOf())
    await Promise.all([flushOutbox(deps), flushOutbox(deps)])
    expect(deps.send).toHaveBeenCalledTimes(1)
  })

  it('cancel removes a never-sent entry without looking anything up, and says null once it is gone', async () => {
    const { outbox } = setup()
    const findPlaced = vi.fn()
    await outbox.put(entryOf())
    expect(await cancelEntry(outbox, 'k-1', { lock: noLock, findPlaced })).toEqual({
      kind: 'cancelled',
      entry: entryOf(),
    })
    expect(await cancelEntry(outbox, 'k-1', { lock: noLock, findPlaced })).toBeNull()
    expect(findPlaced).not.toHaveBeenCalled()
  })

  it('cancel after a send with no answer looks the order up first: placed on the store → says so, nothing returned', async () => {
    const { outbox } = setup()
    await outbox.put(entryOf({ mayHaveReachedStore: true }))
    const findPlaced = vi.fn(async () => 'ORD-7')
    expect(await cancelEntry(outbox, 'k-1', { lock: noLock, findPlaced })).toEqual({
      kind: 'placed',
      entry: entryOf({ mayHaveReachedStore: true }),
      orderId: 'ORD-7',
    })
    expect(findPlaced).toHaveBeenCalledWith(entryOf({ mayHaveReachedStore: true }))
    expect((await outbox.read()).entries).toEqual([])
  })

  it('cancel after a send with no answer: not on the store → cancelled; orders unreadable → kept, unchecked', async () => {
    const { outbox } = setup()
    await outbox.put(entryOf({ mayHaveReachedStore: true }))
    const unreadable = vi.fn(async () => {
      throw new OrderOutcomeUnknownError('x')
    })
    expect(await cancelEntry(outbox, 'k-1', { lock: noLock, findPlaced: unreadable })).toEqual({ kind: 'unchecked' })
    expect(await outbox.get('k-1')).not.toBeNull()
    const none = vi.fn(async () => null)
    expect((await cancelEntry(outbox, 'k-1', { lock: noLock, findPlaced: none }))?.kind).toBe('cancelled')
    expect(await outbox.get('k-1')).toBeNull()
  })
})

describe('whose order it is', () => {
  const asha = { session: 's-2', email: async () => 'Asha@Example.in ' }
  const ravi = { session: 's-3', email: async () => 'ravi@example.in' }

  it('after a 401 the same shopper signing in again (a new session) gets it sent, proven by their account', async () => {
    const { outbox, deps } = setup({ currentShopper: async () => asha })
    await outbox.put(entryOf({ state: 'signin' }))
    await flushOutbox(deps)
    expect(deps.send).toHaveBeenCalledTimes(1)
    expect(deps.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-1', session: 's-2' }), 'ORD-9')
  })

  it('another shopper signing in never sends it: it keeps waiting for its owner', async () => {
    const { outbox, deps } = setup({ currentShopper: async () => ravi })
    await outbox.put(entryOf())
    await flushOutbox(deps)
    expect(deps.send).not.toHaveBeenCalled()
    expect(deps.onReturned).not.toHaveBeenCalled()
    expect(await outbox.get('k-1')).toEqual(entryOf({ state: 'signin' }))
    deps.currentShopper = async () => asha
    await flushOutbox(deps)
    expect(deps.send).toHaveBeenCalledTimes(1)
  })

  it("owner recorded but the account can't be read now: kept, tried again later, nothing sent", async () => {
    const { outbox, deps } = setup({ currentShopper: async () => ({ session: 's-2', email: async () => null }) })
    await outbox.put(entryOf())
    expect(await flushOutbox(deps)).toBe(true)
    expect(deps.send).not.toHaveBeenCalled()
    expect(await outbox.get('k-1')).toEqual(entryOf())
  })

  it('an order of this session records its owner from the account before it is sent', async () => {
    const { outbox, deps } = setup({ send: vi.fn().mockRejectedValue(new ApiError('network', 'x')) })
    await outbox.put(entryOf({ owner: undefined }))
    await flushOutbox(deps)
    expect((await outbox.get('k-1'))?.owner).toBe('asha@example.in')
  })

  it('an order of an earlier session whose owner was never recorded is not sent: its lines go back', async () => {
    const { outbox, deps } = setup({ currentShopper: async () => ravi })
    await outbox.put(entryOf({ owner: undefined }))
    await flushOutbox(deps)
    expect(deps.send).not.toHaveBeenCalled()
    expect(deps.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-1' }), 'unowned')
    expect(await outbox.get('k-1')).toBeNull()
  })
})

describe('a sender that cannot put lines back in the cart (the service worker)', () => {
  const ravi = { session: 's-2', email: async () => 'ravi@example.in' }

  it('keeps a refused order as refused, with the store reason, never sent again; nothing returned', async () => {
    const { outbox, deps } = setup({
      returnsToCart: false,
      send: vi.fn().mockRejectedValue(new ApiError('http', 'x', 400, 'Out of stock')),
    })
    await outbox.put(entryOf())
    await flushOutbox(deps)
    await flushOutbox(deps)
    expect(deps.send).toHaveBeenCalledTimes(1)
    expect(deps.onReturned).not.toHaveBeenCalled()
    expect(await outbox.get('k-1')).toMatchObject({ state: 'refused', refusal: 'Out of stock' })
  })

  it('leaves expired and unprovable orders as they are, for a tab', async () => {
    const { outbox, deps } = setup({ returnsToCart: false, currentShopper: async () => ravi })
    const expired = entryOf({ key: 'old', session: 's-2', createdAt: 2_000_000 - OUTBOX_MAX_AGE_MS - 1 })
    const unowned = entryOf({ key: 'who', owner: undefined })
    await outbox.put(expired)
    await outbox.put(unowned)
    await flushOutbox(deps)
    expect(deps.send).not.toHaveBeenCalled()
    expect(deps.onReturned).not.toHaveBeenCalled()
    expect(await outbox.get('old')).toEqual(expired)
    expect(await outbox.get('who')).toEqual(unowned)
  })

  it("a tab's run hands a refused order back to the cart with the reason, without sending it", async () => {
    const { outbox, deps } = setup()
    await outbox.put(entryOf({ state: 'refused', refusal: 'Out of stock' }))
    await flushOutbox(deps)
    expect(deps.send).not.toHaveBeenCalled()
    expect(deps.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'k-1' }), 'refused', 'Out of stock')
    expect(await outbox.get('k-1')).toBeNull()
  })

  it('returnRefused hands back only refused orders (no network needed) and leaves the waiting ones', async () => {
    const { outbox, deps } = setup()
    await outbox.put(entryOf({ key: 'r', state: 'refused' }))
    await outbox.put(entryOf({ key: 'w' }))
    await returnRefused(deps)
    expect(deps.onReturned).toHaveBeenCalledTimes(1)
    expect(deps.onReturned).toHaveBeenCalledWith(expect.objectContaining({ key: 'r' }), 'refused', undefined)
    expect((await outbox.read()).entries.map((e) => e.key)).toEqual(['w'])
    expect(deps.send).not.toHaveBeenCalled()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { OrderOutcomeUnknownError } from '../api/order-once'
import { afterSend, beforeSend, outcomeOfError } from './outbox-machine'
import { cancelEntry, flushOutbox, type SenderDeps } from './outbox-sender'
import { createOutbox, memoryBackend, OUTBOX_MAX_AGE_MS } from './outbox-store'
import { entryOf } from './outbox.fixture'

const noLock = <T>(run: () => Promise<T>) => run()

function setup(over: Partial<SenderDeps> = {}) {
  const outbox = createOutbox(memoryBackend())
  const deps = {
    outbox,
    isSignedIn: () => true,
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
    expect(outcomeOfError(new ApiError('http', 'x', 503), true)).toEqual({ kind: 'unknown' })
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
      { idempotent: true, uncertain: false },
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
    expect(send.mock.calls[1]![1]).toEqual({ idempotent: true, uncertain: true })
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
    const { outbox, deps } = setup({ send, isSignedIn: () => signedIn })
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

  it('cancel removes a waiting entry, and says null once it was placed', async () => {
    const { outbox } = setup()
    await outbox.put(entryOf())
    expect(await cancelEntry(outbox, 'k-1', noLock)).toEqual(entryOf())
    expect(await cancelEntry(outbox, 'k-1', noLock)).toBeNull()
  })
})

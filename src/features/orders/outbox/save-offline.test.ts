// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { loadCheckoutAttempt, saveCheckoutAttempt } from '../checkout-draft'
import { OutboxFullError, saveOrderOffline } from './save-offline'
import { createOutbox, memoryBackend, OUTBOX_MAX_ENTRIES } from './outbox-store'
import { entryOf } from './outbox.fixture'
import { attemptOf } from './outbox-sender'
import { sessionTag } from '@/lib/session-tag'
import { testApi } from '@/test/api'

const api = testApi()

const address = entryOf().shippingAddress
const lines = [
  { id: 'p1', name: 'Cable', image: '/c.svg', price: 499, quantity: 2, selectedSize: 'M' },
  { id: 'p2', name: 'Mount', price: 1299, quantity: 1 },
]

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('saveOrderOffline', () => {
  it('saves the lines with prices as shown, the address, the time and a new key; nothing sent yet', async () => {
    const outbox = createOutbox(memoryBackend())
    const entry = await saveOrderOffline(api, lines, address, { outbox, now: 42 })
    expect(entry).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: 42,
      lines: [
        { id: 'p1', name: 'Cable', image: '/c.svg', price: 499, quantity: 2, selectedSize: 'M' },
        { id: 'p2', name: 'Mount', image: '', price: 1299, quantity: 1 },
      ],
      shippingAddress: address,
      state: 'waiting',
      mayHaveReachedStore: false,
    })
    expect((await outbox.read()).entries).toEqual([entry])
    const second = await saveOrderOffline(api, lines, address, { outbox, now: 43 })
    expect(second.key).not.toBe(entry.key)
  })

  it('takes over the attempt whose request went out unanswered: same key and start, looked up before sending', async () => {
    saveCheckoutAttempt({ key: 'sent-key', products: { p1: 2, p2: 1 }, shippingAddress: address, startedAt: 7 })
    const entry = await saveOrderOffline(api, lines, address, { outbox: createOutbox(memoryBackend()), now: 42 })
    expect(entry).toMatchObject({ key: 'sent-key', createdAt: 7, mayHaveReachedStore: true })
    expect(loadCheckoutAttempt()).toBeNull()
  })

  it('keeps the applied coupon with the order, read back from storage and sent with it', async () => {
    const outbox = createOutbox(memoryBackend())
    const entry = await saveOrderOffline(api, lines, address, { outbox, couponCode: 'WELCOME10' })
    expect((await outbox.read()).entries[0]?.couponCode).toBe('WELCOME10')
    expect(attemptOf(entry).couponCode).toBe('WELCOME10')
    expect(attemptOf(await saveOrderOffline(api, lines, address, { outbox })).couponCode).toBeUndefined()
  })

  it('records whose order it is: a tag of the session (never the token) and the e-mail when known', async () => {
    localStorage.setItem('auth_token', 'secret-token-of-asha')
    const entry = await saveOrderOffline(api, lines, address, {
      outbox: createOutbox(memoryBackend()),
      ownerEmail: ' Asha@Example.in',
    })
    expect(entry.session).toBe(await sessionTag('secret-token-of-asha'))
    expect(entry.owner).toBe('asha@example.in')
    expect(JSON.stringify(entry)).not.toContain('secret-token')
  })

  it('a request that went out with no answer (no attempt kept): marked to be looked up, dated from the send', async () => {
    const entry = await saveOrderOffline(api, lines, address, {
      outbox: createOutbox(memoryBackend()),
      now: 50,
      sentAt: 40,
    })
    expect(entry).toMatchObject({ createdAt: 40, mayHaveReachedStore: true })
  })

  it('carries an unconfirmed attempt for other products as `earlier`, to be looked up before this one is sent', async () => {
    const earlier = { key: 'other', products: { p9: 1 }, shippingAddress: address, startedAt: 7 }
    saveCheckoutAttempt(earlier)
    const outbox = createOutbox(memoryBackend())
    const entry = await saveOrderOffline(api, lines, address, { outbox, now: 42 })
    expect(entry.key).not.toBe('other')
    expect(entry).toMatchObject({ createdAt: 42, mayHaveReachedStore: false, earlier })
    expect(await outbox.get(entry.key)).toEqual(entry)
    // The outbox owns the look-up now.
    expect(loadCheckoutAttempt()).toBeNull()
  })

  it(`refuses a ${OUTBOX_MAX_ENTRIES + 1}th waiting order`, async () => {
    const outbox = createOutbox(memoryBackend())
    for (let i = 0; i < OUTBOX_MAX_ENTRIES; i++) await outbox.put(entryOf({ key: `k${i}` }))
    await expect(saveOrderOffline(api, lines, address, { outbox })).rejects.toBeInstanceOf(OutboxFullError)
  })
})

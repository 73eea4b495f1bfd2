import { describe, expect, it } from 'vitest'
import { createOutbox, memoryBackend } from './outbox-store'
import {
  createSessionStore,
  forgetSenderSession,
  keepSessionForWaitingOrders,
  memorySessionBackend,
} from './outbox-session'
import { entryOf } from './outbox.fixture'

const BASE = 'https://api.shop.in/api/v1'

function setup() {
  const map = new Map<string, unknown>()
  return { map, store: createSessionStore(memorySessionBackend(map)), outbox: createOutbox(memoryBackend()) }
}

describe('the session kept for the service worker', () => {
  it('is kept, with the store API base, while a shopper is signed in and an order waits', async () => {
    const { store, outbox } = setup()
    await outbox.put(entryOf())
    await keepSessionForWaitingOrders(() => 'tok-1', BASE, outbox, store)
    expect(await store.read()).toEqual({ token: 'tok-1', apiBase: BASE })
  })

  it('is forgotten once no order waits (a refused one does not count), and when signed out', async () => {
    const { store, outbox, map } = setup()
    await store.keep({ token: 'tok-1', apiBase: 'https://api.shop.in/api/v1' })
    await keepSessionForWaitingOrders(() => 'tok-1', BASE, outbox, store)
    expect(map.size).toBe(0)

    await outbox.put(entryOf({ state: 'refused' }))
    await keepSessionForWaitingOrders(() => 'tok-1', BASE, outbox, store)
    expect(await store.read()).toBeNull()

    await outbox.put(entryOf({ key: 'k-2' }))
    await keepSessionForWaitingOrders(() => null, BASE, outbox, store)
    expect(map.size).toBe(0)
  })

  it('a sign-out while the outbox is read wins: the token is read again before it is written', async () => {
    const { store, outbox, map } = setup()
    await outbox.put(entryOf())
    let token: string | null = 'tok-1'
    const slowOutbox = {
      ...outbox,
      read: async () => {
        const read = await outbox.read()
        token = null
        return read
      },
    }
    await keepSessionForWaitingOrders(() => token, BASE, slowOutbox, store)
    expect(map.size).toBe(0)
  })

  it('forgetSenderSession (sign-out, a 401) removes it; a damaged value reads as none', async () => {
    const { store, map } = setup()
    await store.keep({ token: 'tok-1', apiBase: 'https://api.shop.in/api/v1' })
    await forgetSenderSession(store)
    expect(map.size).toBe(0)
    map.set('current', { token: 'has spaces', apiBase: 'https://api.shop.in/api/v1' })
    expect(await store.read()).toBeNull()
    map.set('current', { token: 'tok', apiBase: 'javascript:alert(1)' })
    expect(await store.read()).toBeNull()
  })
})

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { setToken } from '@/lib/auth-token'
import { deviceSessionStore } from '@/features/orders/outbox/outbox-session'
import { deviceOutbox } from '@/features/orders/outbox/outbox-db'
import { entryOf } from '@/features/orders/outbox/outbox.fixture'
import { sessionTag } from '@/lib/session-tag'
import { notify } from '@/lib/toast'
import { testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))
vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

const kept = { token: 'token-1', apiBase: 'https://api.shop.in/api/v1' }

describe('sign-out, a 401 and the session kept for the service worker', () => {
  it('sign-out forgets it', async () => {
    setToken('token-1')
    await deviceSessionStore().keep(kept)
    await testSession().signOut({ serverLogout: false })
    expect(await deviceSessionStore().read()).toBeNull()
  })

  it('a 401 forgets it', async () => {
    const session = testSession()
    const stop = session.wire()
    setToken('token-1')
    await deviceSessionStore().keep(kept)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"expired"}', { status: 401 })),
    )
    await expect(session.api.get('/accountInfo', v.unknown())).rejects.toThrow()
    await vi.waitFor(async () => expect(await deviceSessionStore().read()).toBeNull())
    vi.unstubAllGlobals()
    stop()
  })

  it("discards the shopper's waiting orders while the session stands: one that reached the store is named; another shopper's stays", async () => {
    setToken('token-1')
    const outbox = deviceOutbox()
    await outbox.put(entryOf({ key: 'mine', session: await sessionTag('token-1'), mayHaveReachedStore: true }))
    await outbox.put(entryOf({ key: 'ravi', session: 'ravis-session', owner: 'ravi@example.in' }))
    const order = {
      id: 'ORD-7',
      status: 0,
      createdAt: new Date().toISOString(),
      items: [{ id: 'i1', productId: 'p1', productTitle: 'Cable', quantity: 2, price: 499.5 }],
      shippingAddress: entryOf().shippingAddress,
    }
    // The store lists the order to its shopper's session only.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer token-1'
          ? new Response(JSON.stringify([order]))
          : new Response('{"error":"Unauthorized"}', { status: 401 }),
      ),
    )
    await testSession().signOut({ serverLogout: false })
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Order ORD-7 was already placed' }))
    expect((await outbox.read()).entries.map((e) => e.key)).toEqual(['ravi'])
    vi.unstubAllGlobals()
  })
})

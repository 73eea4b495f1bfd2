import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { QueryClient } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { getToken, setToken } from '@/lib/auth-token'
import { CHECKOUT_DRAFT_KEY } from '@/features/orders/checkout-draft'
import { clearPersistedQueries } from './persist'
import { signOut, wireSession } from './session-wiring'
import type { createAppRouter } from './router'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

function fakeRouter(href: string) {
  return { state: { location: { href } }, navigate: vi.fn(async () => undefined) } as unknown as ReturnType<typeof createAppRouter> & {
    navigate: ReturnType<typeof vi.fn>
  }
}

function seed(client: QueryClient) {
  client.setQueryData(['user', 'account'], { email: 'demo@example.com' })
  client.setQueryData(['user', 'orders', 'list'], [{ id: 'o1' }])
  client.setQueryData(['products', 'list', {}], { data: [] })
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{"fullName":"Asha"}')
}

describe('session wiring', () => {
  let client: QueryClient
  beforeEach(() => {
    client = new QueryClient()
    vi.mocked(clearPersistedQueries).mockClear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('on a 401: removes the token and the shopper data, and goes to /login remembering the page', async () => {
    const router = fakeRouter('/orders?payment=declined')
    wireSession(client, router)
    setToken('stale')
    seed(client)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Unauthorized"}', { status: 401 })))
    await expect(apiGet('/orders', v.unknown())).rejects.toMatchObject({ status: 401 })
    expect(getToken()).toBeNull()
    await vi.waitFor(() => expect(client.getQueryData(['user', 'account'])).toBeUndefined())
    expect(client.getQueryData(['user', 'orders', 'list'])).toBeUndefined()
    // Public catalogue data stays.
    expect(client.getQueryData(['products', 'list', {}])).toEqual({ data: [] })
    await vi.waitFor(() => expect(clearPersistedQueries).toHaveBeenCalled())
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    expect(router.navigate).toHaveBeenCalledWith({ to: '/login', search: { redirect: '/orders?payment=declined' }, replace: true })
  })

  it("ignores a guest's 401 (a wrong password at /login)", async () => {
    const router = fakeRouter('/login')
    wireSession(client, router)
    seed(client)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Invalid credentials"}', { status: 401 })))
    await expect(apiGet('/users/authorize', v.unknown())).rejects.toMatchObject({ status: 401 })
    expect(router.navigate).not.toHaveBeenCalled()
    expect(client.getQueryData(['user', 'account'])).toEqual({ email: 'demo@example.com' })
  })

  it('does not send the shopper from /login back to /login', async () => {
    const router = fakeRouter('/login?redirect=%2Fcheckout')
    wireSession(client, router)
    setToken('stale')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401 })))
    await apiGet('/storeInfo', v.unknown()).catch(() => undefined)
    expect(getToken()).toBeNull()
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('signOut removes the token, the user queries, mutations, the persisted cache and the draft', async () => {
    wireSession(client, fakeRouter('/account'))
    setToken('tok')
    seed(client)
    await signOut()
    expect(getToken()).toBeNull()
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
    expect(client.getMutationCache().getAll()).toEqual([])
    expect(clearPersistedQueries).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })
})

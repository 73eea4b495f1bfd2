// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { QueryClient } from '@tanstack/react-query'
import { getToken, setToken } from '@/lib/auth-token'
import { CHECKOUT_DRAFT_KEY } from '@/features/orders/checkout-draft'
import { hasPendingLogouts, PENDING_LOGOUTS_KEY } from '@/features/auth/logout-queue'
import { storeInfoKeys } from '@/features/store-info/api/store-info'
import { clearPersistedQueries } from './persist'
import { createApp } from './create-app'
import type { Session } from './session-wiring'
import { fakeRouter, testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

/** The app itself (its routes and guards) with the shopper on `href`, loaded. */
async function appAt(href: string, client: QueryClient) {
  window.history.replaceState(null, '', href)
  const app = createApp({ queryClient: client })
  await app.router.load()
  expect(app.router.state.location.href).toBe(href)
  return app
}

const stops: (() => void)[] = []
/** `session`, wired until the test ends. */
function wired<S extends Session>(session: S): S {
  stops.push(session.wire())
  return session
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
    stops.splice(0).forEach((stop) => stop())
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('on a 401: removes the token and the shopper data, and goes to /login remembering the page', async () => {
    setToken('stale')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    )
    const { router, api, session } = await appAt('/orders?payment=declined', client)
    const historyLength = window.history.length
    wired(session)
    seed(client)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Unauthorized"}', { status: 401 })),
    )
    await expect(api.get('/orders', v.unknown())).rejects.toMatchObject({ status: 401 })
    expect(getToken()).toBeNull()
    await vi.waitFor(() => expect(client.getQueryData(['user', 'account'])).toBeUndefined())
    expect(client.getQueryData(['user', 'orders', 'list'])).toBeUndefined()
    // Public catalogue data stays.
    expect(client.getQueryData(['products', 'list', {}])).toEqual({ data: [] })
    await vi.waitFor(() => expect(clearPersistedQueries).toHaveBeenCalled())
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    // The private page's guard sends the shopper on, in place of the page (no new history entry).
    await vi.waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Forders%3Fpayment%3Ddeclined'))
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Forders%3Fpayment%3Ddeclined')
    expect(window.history.length).toBe(historyLength)
  })

  it("ignores a guest's 401 (a wrong password at /login)", async () => {
    const router = fakeRouter('/login')
    const { api } = wired(testSession(client, router))
    seed(client)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Invalid credentials"}', { status: 401 })),
    )
    await expect(api.get('/users/authorize', v.unknown())).rejects.toMatchObject({ status: 401 })
    expect(router.navigate).not.toHaveBeenCalled()
    expect(client.getQueryData(['user', 'account'])).toEqual({ email: 'demo@example.com' })
  })

  it('does not send the shopper from /login back to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    )
    const { router, api, session } = await appAt('/login?redirect=%2Fcheckout', client)
    // A stored token that has stopped working.
    localStorage.setItem('auth_token', 'stale')
    wired(session)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    )
    await api.get('/storeInfo', v.unknown()).catch(() => undefined)
    expect(getToken()).toBeNull()
    await router.invalidate()
    expect(router.state.location.href).toBe('/login?redirect=%2Fcheckout')
  })

  it('signOut removes the token, the user queries, mutations, the persisted cache and the draft', async () => {
    const { signOut } = wired(testSession(client, fakeRouter('/account')))
    setToken('tok')
    seed(client)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}')),
    )
    await signOut({ serverLogout: true })
    expect(getToken()).toBeNull()
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
    expect(client.getMutationCache().getAll()).toEqual([])
    expect(clearPersistedQueries).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })

  it('signOut ends the session on a store with the logout capability: POST /users/logout with the old token', async () => {
    const { signOut } = wired(testSession(client, fakeRouter('/')))
    setToken('tok-123')
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    await signOut({ serverLogout: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/users\/logout$/)
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123')
  })

  it('signOut makes no call to a store without the logout capability', async () => {
    const { signOut } = wired(testSession(client, fakeRouter('/')))
    setToken('tok')
    const fetchMock = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    await signOut({ serverLogout: false })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(getToken()).toBeNull()
  })

  it.each([
    ['a 500', () => new Response('{"error":"boom"}', { status: 500 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signOut rejects when the server cannot end the session (%s), yet wipes the device', async (_, answer) => {
    const router = fakeRouter('/')
    const { signOut } = wired(testSession(client, router))
    setToken('tok')
    seed(client)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    await expect(signOut({ serverLogout: true })).rejects.toBeInstanceOf(Error)
    expect(getToken()).toBeNull()
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    expect(clearPersistedQueries).toHaveBeenCalledTimes(1)
  })

  it('signOut counts a 401 from /users/logout as done, without a trip to /login', async () => {
    const router = fakeRouter('/')
    const { signOut } = wired(testSession(client, router))
    setToken('tok')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Unauthorized"}', { status: 401 })),
    )
    await expect(signOut({ serverLogout: true })).resolves.toBeUndefined()
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('signing out (or a 401) tells the other tabs on the session channel', async () => {
    const { signOut } = wired(testSession(client, fakeRouter('/')))
    setToken('tok')
    const otherTab = new BroadcastChannel('storefront-session')
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (e) => resolve(e.data), { once: true }),
    )
    await signOut({ serverLogout: false })
    expect(await heard).toEqual({ type: 'signed-out' })
    otherTab.close()
  })

  it('wipes this tab at once when another tab announces a sign-out', async () => {
    wired(testSession(client, fakeRouter('/orders')))
    setToken('tok')
    seed(client)
    const otherTab = new BroadcastChannel('storefront-session')
    otherTab.postMessage({ type: 'signed-out' })
    await vi.waitFor(() => expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([]))
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    expect(client.getQueryData(['products', 'list', {}])).toEqual({ data: [] })
    otherTab.close()
  })

  it('wipes this tab when another tab removes or replaces the token (storage event)', () => {
    wired(testSession(client, fakeRouter('/orders')))
    setToken('tok-a')
    seed(client)
    // Another tab signs in as someone else: only localStorage changes here.
    localStorage.setItem('auth_token', 'tok-b')
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'tok-a', newValue: 'tok-b' }))
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    seed(client)
    localStorage.removeItem('auth_token')
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'tok-b', newValue: null }))
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
  })

  it("drops the previous shopper's data when a new one signs in in this tab", () => {
    wired(testSession(client, fakeRouter('/login')))
    setToken('tok-a')
    seed(client)
    setToken('tok-b')
    expect(client.getQueriesData({ queryKey: ['user'] })).toEqual([])
    expect(client.getQueryData(['products', 'list', {}])).toEqual({ data: [] })
  })

  it('a sign-in (here or in another tab) takes the shopper from /login back to the page remembered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    )
    const { router, session } = await appAt('/login?redirect=%2Forders', client)
    wired(session)
    setToken('tok')
    await vi.waitFor(() => expect(router.state.location.href).toBe('/orders'))
  })

  it('a sign-out in another tab sends a private page to /login remembering it', async () => {
    setToken('tok')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    )
    const { router, session } = await appAt('/orders', client)
    wired(session)
    localStorage.removeItem('auth_token')
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'tok', newValue: null }))
    await vi.waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Forders'))
  })

  describe('the store side of a sign-out always gets there', () => {
    const logoutCalls = (mock: ReturnType<typeof vi.fn>) =>
      (mock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.endsWith('/users/logout'))
    const withStoreInfo = (capabilities: string[]) =>
      client.setQueryData(storeInfoKeys.all, { storeName: 'Shop', categories: [], capabilities } as never)
    afterEach(() => localStorage.removeItem(PENDING_LOGOUTS_KEY))

    it('store info not loaded: wipes at once, queues the call, and sends it once the store lists logout', async () => {
      const { signOut } = wired(testSession(client, fakeRouter('/')))
      setToken('tok-q')
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
      vi.stubGlobal('fetch', fetchMock)
      await signOut({ serverLogout: undefined })
      expect(getToken()).toBeNull()
      expect(logoutCalls(fetchMock)).toHaveLength(0)
      expect(hasPendingLogouts()).toBe(true)
      withStoreInfo(['logout'])
      await vi.waitFor(() => expect(logoutCalls(fetchMock)).toHaveLength(1))
      expect((logoutCalls(fetchMock)[0]![1].headers as Record<string, string>).Authorization).toBe('Bearer tok-q')
      await vi.waitFor(() => expect(hasPendingLogouts()).toBe(false))
    })

    it('a store that does not list logout never gets the call; the queue is dropped', async () => {
      const { signOut } = wired(testSession(client, fakeRouter('/')))
      setToken('tok-p')
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
      vi.stubGlobal('fetch', fetchMock)
      await signOut({ serverLogout: undefined })
      withStoreInfo([])
      await vi.waitFor(() => expect(hasPendingLogouts()).toBe(false))
      expect(logoutCalls(fetchMock)).toHaveLength(0)
    })

    it('a failed call is kept and sent again when the store info reloads (or the browser is back online)', async () => {
      const { signOut } = wired(testSession(client, fakeRouter('/')))
      withStoreInfo(['logout'])
      setToken('tok-f')
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      )
      await expect(signOut({ serverLogout: true })).rejects.toBeInstanceOf(Error)
      expect(hasPendingLogouts()).toBe(true)
      const back = vi.fn(async () => new Response(null, { status: 204 }))
      vi.stubGlobal('fetch', back)
      window.dispatchEvent(new Event('online'))
      await vi.waitFor(() => expect(hasPendingLogouts()).toBe(false))
      expect(logoutCalls(back)).toHaveLength(1)
    })
  })
})

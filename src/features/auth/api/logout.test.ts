import { afterEach, describe, expect, it, vi } from 'vitest'
import { getToken } from '@/lib/auth-token'
import { endServerSession } from './logout'
import { testApi } from '@/test/api'

const api = testApi()

const reply = (status: number, body: string | null) => vi.fn(async () => new Response(body, { status }))

describe('endServerSession (POST /users/logout)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the given token as the bearer, even though the device no longer stores it', async () => {
    const fetchMock = reply(200, '{"ok":true}')
    vi.stubGlobal('fetch', fetchMock)
    expect(getToken()).toBeNull()
    await endServerSession(api, 'tok-1')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/users\/logout$/)
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1')
  })

  it.each([
    [204, null],
    [200, '<html>ok</html>'],
    [401, '{"error":"Unauthorized"}'],
  ])('counts %i as the session ended', async (status, body) => {
    vi.stubGlobal('fetch', reply(status, body))
    await expect(endServerSession(api, 'tok')).resolves.toBeUndefined()
  })

  it.each([
    [500, '{"error":"boom"}'],
    [404, '{"error":"Not found"}'],
  ])('throws for %i', async (status, body) => {
    vi.stubGlobal('fetch', reply(status, body))
    await expect(endServerSession(api, 'tok')).rejects.toMatchObject({ kind: 'http', status })
  })

  it('throws when there is no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(endServerSession(api, 'tok')).rejects.toMatchObject({ kind: 'network' })
  })
})

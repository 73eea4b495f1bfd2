// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { createApiClient } from './api-client'

import { ApiError } from './api-error'
import { getToken, setToken } from './auth-token'
import { bundledTransport } from './api-send'
import { buildUrl } from './api-send'

const Schema = v.object({ name: v.string() })

function respond(status: number, body: string) {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))
}

const unauthorized = vi.fn()
const api = createApiClient(
  { base: () => 'http://x.test/api/v1', getToken, onUnauthorized: unauthorized },
  bundledTransport,
)
const apiGet = api.get
const apiPost = api.post

describe('api client', () => {
  beforeEach(() => setToken(null))
  afterEach(() => vi.unstubAllGlobals())

  it('builds URLs from the base and drops empty query values', () => {
    expect(
      buildUrl(
        '/products',
        { page: 1, category: '', parentCategory: undefined, featured: 'true' },
        'http://x.test/api/v1',
      ),
    ).toBe('http://x.test/api/v1/products?page=1&featured=true')
  })

  it('sends JSON with credentials and the bearer token when signed in', async () => {
    const fetchMock = respond(200, '{"name":"ok"}')
    vi.stubGlobal('fetch', fetchMock)
    setToken('tok123')
    await apiPost('/orders', { a: 1 }, Schema)
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.credentials).toBe('include')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok123')
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
    expect(init.body).toBe('{"a":1}')
  })

  it('sends no Authorization header for a guest', async () => {
    const fetchMock = respond(200, '{"name":"ok"}')
    vi.stubGlobal('fetch', fetchMock)
    await apiGet('/storeInfo', Schema)
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('returns the validated body', async () => {
    vi.stubGlobal('fetch', respond(200, '{"name":"Cable","extra":1}'))
    await expect(apiGet('/x', Schema)).resolves.toEqual({ name: 'Cable' })
  })

  it('throws ApiError invalid for a body that fails the schema', async () => {
    vi.stubGlobal('fetch', respond(200, '{"name":42}'))
    const error = await apiGet('/x', Schema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('invalid')
  })

  it('throws ApiError invalid for malformed JSON', async () => {
    vi.stubGlobal('fetch', respond(200, '{"data": ['))
    await expect(apiGet('/x', Schema)).rejects.toMatchObject({ kind: 'invalid' })
  })

  it('throws ApiError http with the server error text', async () => {
    vi.stubGlobal('fetch', respond(400, '{"error":"Invalid email or password"}'))
    await expect(apiGet('/x', Schema)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: 'Invalid email or password',
    })
  })

  it('reads the server text from `message` when there is no `error` (the extensions send `message`)', async () => {
    vi.stubGlobal('fetch', respond(422, '{"message":"This coupon has expired"}'))
    await expect(apiGet('/x', Schema)).rejects.toMatchObject({ status: 422, serverMessage: 'This coupon has expired' })
  })

  it("carries a refusal's Retry-After (capped) and hands the answer's headers to onHeaders", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Slow down"}', { status: 429, headers: { 'Retry-After': '7200' } })),
    )
    const seen: (string | null)[] = []
    await expect(
      apiPost('/orders', {}, Schema, { onHeaders: (h) => seen.push(h.get('Retry-After')) }),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterMs: 300_000,
    })
    expect(seen).toEqual(['7200'])
  })

  it('throws ApiError network when there is no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(apiGet('/x', Schema)).rejects.toMatchObject({ kind: 'network' })
  })

  it('calls its unauthorized handler on 401', async () => {
    unauthorized.mockClear()
    vi.stubGlobal('fetch', respond(401, '{"error":"Unauthorized"}'))
    await expect(apiGet('/accountInfo', Schema)).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).toHaveBeenCalledTimes(1)
  })

  it('sends to its own base with its own token, and waits for the configuration it is bound to', async () => {
    const fetchMock = respond(200, '{"name":"ok"}')
    vi.stubGlobal('fetch', fetchMock)
    let base = 'https://api.one.in/api/v1'
    let learnt!: () => void
    const learning = new Promise<void>((resolve) => (learnt = resolve))
    const own = createApiClient(
      { base: () => base, getToken: () => 'tok-own', ready: () => learning },
      bundledTransport,
    )
    const answer = own.get('/storeInfo', Schema, { query: { page: 2 } })
    base = 'https://api.two.in/api/v1'
    learnt()
    await answer
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://api.two.in/api/v1/storeInfo?page=2')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-own')
    expect(own.base()).toBe('https://api.two.in/api/v1')
  })
})

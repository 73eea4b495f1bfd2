// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPendingLogouts, hasPendingLogouts, PENDING_LOGOUTS_KEY, queueLogout } from './logout-queue'
import { testApi } from '@/test/api'

const api = testApi()

const calls = (mock: ReturnType<typeof vi.fn>) =>
  (mock.mock.calls as unknown as [string, RequestInit][]).map(
    ([, init]) => (init.headers as Record<string, string>).Authorization,
  )

describe('logout queue', () => {
  beforeEach(() => localStorage.removeItem(PENDING_LOGOUTS_KEY))
  afterEach(() => vi.unstubAllGlobals())

  it('sends each queued sign-out once, oldest first; a 401 counts as done', async () => {
    queueLogout('a')
    queueLogout('b')
    queueLogout('a')
    const fetchMock = vi.fn(async () => new Response('{"error":"Unauthorized"}', { status: 401 }))
    vi.stubGlobal('fetch', fetchMock)
    await flushPendingLogouts(api, true)
    expect(calls(fetchMock)).toEqual(['Bearer b', 'Bearer a'])
    expect(hasPendingLogouts()).toBe(false)
  })

  it('keeps what the store could not take (no answer, 5xx) for the next chance', async () => {
    queueLogout('a')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    )
    await flushPendingLogouts(api, true)
    expect(hasPendingLogouts()).toBe(true)
  })

  it('keeps at most 5, and reads a broken queue as empty', async () => {
    for (const t of ['1', '2', '3', '4', '5', '6']) queueLogout(t)
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    await flushPendingLogouts(api, true)
    expect(calls(fetchMock)).toEqual(['Bearer 2', 'Bearer 3', 'Bearer 4', 'Bearer 5', 'Bearer 6'])
    localStorage.setItem(PENDING_LOGOUTS_KEY, '{"not":"a list"')
    expect(hasPendingLogouts()).toBe(false)
  })
})

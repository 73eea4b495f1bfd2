// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiGet } from '@/lib/api-client'
import { setToken } from '@/lib/auth-token'
import { deviceSessionStore } from '@/features/orders/outbox/outbox-session'
import { signOut, wireSession } from './session-wiring'
import type { createAppRouter } from './router'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

const kept = { token: 'token-1', apiBase: 'https://api.shop.in/api/v1' }

describe('sign-out, a 401 and the session kept for the service worker', () => {
  it('sign-out forgets it', async () => {
    setToken('token-1')
    await deviceSessionStore().keep(kept)
    await signOut({ serverLogout: false })
    expect(await deviceSessionStore().read()).toBeNull()
  })

  it('a 401 forgets it', async () => {
    const router = { invalidate: vi.fn(async () => undefined) } as unknown as ReturnType<typeof createAppRouter>
    wireSession(new QueryClient(), router)
    setToken('token-1')
    await deviceSessionStore().keep(kept)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"expired"}', { status: 401 })),
    )
    await expect(apiGet('/accountInfo', v.unknown())).rejects.toThrow()
    await vi.waitFor(async () => expect(await deviceSessionStore().read()).toBeNull())
    vi.unstubAllGlobals()
  })
})

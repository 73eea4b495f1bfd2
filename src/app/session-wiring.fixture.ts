import { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'
import { testApi } from '@/test/api'
import type { createAppRouter } from './router'
import { createSession, type Session } from './session-wiring'

type AppRouter = ReturnType<typeof createAppRouter>

/** A router that records navigations and reruns of the guards; `href` is where the shopper is. */
export function fakeRouter(href = '/') {
  return {
    state: { location: { href } },
    navigate: vi.fn(async () => undefined),
    invalidate: vi.fn(async () => undefined),
  } as unknown as AppRouter & { navigate: ReturnType<typeof vi.fn>; invalidate: ReturnType<typeof vi.fn> }
}

/** A session as createApp makes it: its client sends the stored token, and that client's 401 reaches it. */
export function testSession(
  queryClient: QueryClient = new QueryClient(),
  router: Pick<AppRouter, 'invalidate' | 'navigate'> = fakeRouter(),
): Session & { api: ReturnType<typeof testApi> } {
  const api = testApi(() => session.unauthorized())
  const session = createSession({ queryClient, router, api })
  return Object.assign(session, { api })
}

import type { QueryClient } from '@tanstack/react-query'
import { createApiClient, type ApiClient, type Transport } from '@/lib/api-client'
import { getToken } from '@/lib/auth-token'
import { createBrowserStoreConfig, type BrowserStoreConfig } from '@/lib/config'
import { authState } from '@/features/auth/session'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { createSession, type Session } from './session-wiring'

/** One app in the browser: what its loaders (router context) and components (AppProviders) share. */
export interface Storefront {
  config: BrowserStoreConfig
  /** The store API at the configured base, sending the stored token; a 401 ends the session. */
  api: ApiClient
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  session: Session
}

// The client's sending code is out of the entry: asked for as the app is made, so it loads beside the entry.
const sendingCode: Transport = () => import('@/lib/api-send')

/** Builds the app (nothing starts: `config.load()`, `session.wire()` and rendering are the caller's). */
export function createApp({
  config = createBrowserStoreConfig(),
  queryClient = createQueryClient(),
}: { config?: BrowserStoreConfig; queryClient?: QueryClient } = {}): Storefront {
  void sendingCode().catch(() => undefined)
  const api = createApiClient(
    {
      base: () => config.apiBase(),
      ready: () => config.pending(),
      getToken,
      onUnauthorized: () => session.unauthorized(),
    },
    sendingCode,
  )
  const router = createAppRouter({ queryClient, api, auth: authState })
  const session = createSession({ queryClient, router, api })
  return { config, api, queryClient, router, session }
}

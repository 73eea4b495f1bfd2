import type { QueryClient } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { hydrate } from '@tanstack/router-core/ssr/client'
import type { createAppRouter } from './router'

// Loaded only by a server-rendered page, which preloads it (src/ssr/ssr-preload.ts): a static page never runs it.

declare global {
  interface Window {
    /** TanStack Router's SSR bootstrap; `h()` marks the page hydrated. */
    $_TSR?: { h(): void }
  }
}

/**
 * Takes the server's router state and query data before React renders; false when unreadable
 * (render over it). Never rejects.
 */
export async function takeServerState(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
    await hydrate(router)
    return true
  } catch {
    return false
  } finally {
    window.$_TSR?.h()
  }
}

import { createRouter, type AnyRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { authState } from '@/features/auth/session'
import { RouteError } from '@/widgets/layout/route-error'
import { routerScrollRestoration } from '@/lib/finish-scroll-restoration'
import { parseSearch, stringifySearch } from '@/lib/search-params'

/**
 * Creates the router with context `{ queryClient, auth }` and intent preloading. What an unknown
 * address shows is the routes' own say (each layout route's `notFoundComponent`). Search params are
 * written plainly (`?orderId=12`) and read back by each route's schema (lib/search-params.ts).
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: authState },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: RouteError,
    // Back / Forward and a reload put the page back where it was left (at once); new navigations
    // are left to widgets/layout/route-change.tsx, which scrolls them smoothly to the top.
    scrollRestoration: routerScrollRestoration((): AnyRouter => router),
    scrollRestorationBehavior: 'instant',
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

import { createRouter, type AnyRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { authState } from '@/features/auth/session'
import { LazyRouteError } from '@/widgets/layout/lazy-route-error'
import { routerScrollRestoration } from '@/lib/finish-scroll-restoration'
import { parseSearch, stringifySearch } from '@/lib/search-params'

/** Creates the router with context `{ queryClient, auth }`; search params are plain (`?orderId=12`). */
export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: authState },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: LazyRouteError,
    // Back / Forward and reload restore the position at once; new navigations scroll in route-change.tsx.
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

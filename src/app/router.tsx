import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from '@/routes/__root'
import { LazyRouteError } from '@/widgets/layout/lazy-route-error'
import { routerScrollRestoration } from '@/lib/finish-scroll-restoration'
import { parseSearch, stringifySearch } from '@/lib/search-params'

/** Creates the router with `context` (its loaders' query client, session and store API); search params are plain (`?orderId=12`). */
export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
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

import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { authState } from '@/features/auth/session'
import { RouteError } from '@/widgets/layout/route-error'
import { NotFoundPage } from '@/pages/not-found-page'
import { restoresScroll } from '@/lib/history-action'

/** Creates the router with context `{ queryClient, auth }` and intent preloading. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, auth: authState },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    // Back / Forward put the page back where it was left (at once); new navigations are left to
    // widgets/layout/route-change.tsx, which scrolls them smoothly to the top.
    scrollRestoration: restoresScroll,
    scrollRestorationBehavior: 'instant',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

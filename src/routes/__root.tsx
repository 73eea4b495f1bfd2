import { useEffect } from 'react'
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AuthState } from '@/features/auth/session'
import type { ApiClient } from '@/lib/api-client'
import { RouteChange } from '@/widgets/layout/route-change'
import { useToasterWanted, wantToasterWhenIdle } from '@/lib/toast'
import { lazyOptional } from '@/lib/lazy-optional'
import { LiveFieldset } from '@/components/ui/live-fieldset'
import { useLoadEarlyHistoryMoves } from '@/lib/use-early-history-moves'

// Toasts are not needed for the first view: their library loads on the first toast or once idle.
const Toaster = lazyOptional(
  () => import('@/components/ui/toaster'),
  (m) => m.default,
)

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthState
  api: ApiClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page needs the store's info; the code that asks for it comes with the pages' chunks.
  beforeLoad: ({ context }) => {
    void import('@/features/store-info/api/store-info').then(
      (m) => context.queryClient.prefetchQuery(m.storeInfoQueryOptions(context.api)),
      () => undefined,
    )
  },
  component: Root,
  // The root route is never split: its 404 view, with the main layout, loads when an address matches no route.
  notFoundComponent: lazyRouteComponent(() => import('@/pages/unknown-path-page'), 'UnknownPathPage'),
})

function Root() {
  useLoadEarlyHistoryMoves()
  const toaster = useToasterWanted()
  useEffect(() => wantToasterWhenIdle(), [])
  return (
    <>
      <RouteChange />
      {/* Controls wait for the app on a server-rendered or prerendered page. */}
      <LiveFieldset>
        <Outlet />
      </LiveFieldset>
      {toaster && <Toaster />}
    </>
  )
}

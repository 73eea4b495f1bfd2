import { lazy, Suspense } from 'react'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AuthState } from '@/features/auth/session'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { MainLayout } from '@/app/layout/main-layout'
import { NotFoundPage } from '@/app/layout/not-found-page'
import { ScrollToTop } from '@/app/scroll-to-top'

// Toasts are not needed for the first paint: their library loads after it.
const Toaster = lazy(() => import('@/app/toaster'))

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthState
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Store info starts loading at once, in parallel with the page's own data; never blocks.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(storeInfoQueryOptions())
  },
  component: Root,
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
})

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  )
}

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MainLayout } from '@/widgets/layout/main-layout'
import { NotFoundPage } from '@/pages/not-found-page'

export const Route = createFileRoute('/_main')({
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
  notFoundComponent: NotFoundPage,
})

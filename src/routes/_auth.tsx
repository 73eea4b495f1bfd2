import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/pages/not-found-page'
import { AuthLayout } from '@/widgets/layout/auth-layout'

export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
  notFoundComponent: NotFoundPage,
})

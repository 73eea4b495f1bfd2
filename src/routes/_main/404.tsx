import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/pages/not-found-page'

export const Route = createFileRoute('/_main/404')({
  component: NotFoundPage,
})

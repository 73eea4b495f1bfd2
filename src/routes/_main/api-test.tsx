import { createFileRoute } from '@tanstack/react-router'
import { ApiTestPage } from '@/pages/api-test-page'

export const Route = createFileRoute('/_main/api-test')({
  component: ApiTestPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { ApiTestPage } from '@/pages/api-test-page'

/** /api-test: a developer page — test the connection (GET /storeInfo) and show the configuration in use. */
export const Route = createFileRoute('/_main/api-test')({
  component: ApiTestPage,
})

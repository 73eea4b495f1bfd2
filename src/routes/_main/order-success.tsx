import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccessPage } from '@/pages/order-success-page'

/** /order-success: where a completed payment lands. */
export const Route = createFileRoute('/_main/order-success')({
  component: OrderSuccessPage,
})

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TextParamSchema } from '@/lib/search-params'
import { OrderSuccessPage } from '@/pages/order-success-page'

export const Route = createFileRoute('/_main/order-success')({
  validateSearch: v.object({ orderId: v.fallback(v.optional(TextParamSchema), undefined) }),
  component: OrderSuccessPage,
})

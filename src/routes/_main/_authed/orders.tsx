import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OrdersPage } from '@/pages/orders-page'

/** /orders; `?payment=declined` is where the simulated bank returns a declined payment. */
export const Route = createFileRoute('/_main/_authed/orders')({
  validateSearch: v.object({ payment: v.optional(v.fallback(v.string(), '')) }),
  // Imported here rather than at the top: a loader stays in the first-load chunk.
  loader: ({ context }) => {
    void import('@/features/orders/api/orders').then(({ ordersQueryOptions }) =>
      context.queryClient.prefetchQuery(ordersQueryOptions(context.api)),
    )
  },
  component: OrdersPage,
})

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { toOrderId } from '@/features/payment/api/order-id'
import { TextParamSchema } from '@/lib/search-params'
import { PaymentPage } from '@/pages/payment-page'

const SearchSchema = v.object({
  orderId: v.optional(
    v.fallback(
      v.pipe(
        TextParamSchema,
        v.transform((id: string) => toOrderId(id)),
      ),
      undefined,
    ),
  ),
})

/** /payment: orderId from `?orderId=` or navigation state `{ orderId }`. */
export const Route = createFileRoute('/_main/_authed/payment')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  // Not awaited; imported here so the first-load chunk (which holds the loader) carries no payment code.
  loader: ({ context: { queryClient, api }, deps }) => {
    void import('@/features/payment/api/payment-fields').then(({ paymentFieldsQueryOptions }) =>
      queryClient.prefetchQuery(paymentFieldsQueryOptions(api)),
    )
    const orderId = deps.orderId
    if (orderId)
      void import('@/features/payment/api/payment-order').then(({ paymentOrderQueryOptions }) =>
        queryClient.prefetchQuery(paymentOrderQueryOptions(api, orderId)),
      )
  },
  component: PaymentPage,
})

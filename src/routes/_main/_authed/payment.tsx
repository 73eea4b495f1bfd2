import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'
import { orderKeys } from '@/features/orders/api/orders'
import { orderIdFromState, toOrderId } from '@/features/payment/api/order-id'
import { PaymentPage } from '@/features/payment/components/payment-page'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'

const SearchSchema = v.object({
  orderId: v.optional(v.pipe(v.unknown(), v.transform(toOrderId))),
})

/** /payment (spec §2, §4, §8): orderId from `?orderId=` or navigation state `{ orderId }`. */
export const Route = createFileRoute('/_main/_authed/payment')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  // Starts both requests early; the page shows its own loading and error states. The query modules
  // (and their schemas) are imported here, not at the top: a loader stays in the first-load chunk,
  // which must not carry the payment code (issue 7). The component shares the same modules.
  loader: ({ context: { queryClient }, deps }) => {
    void import('@/features/payment/api/payment-fields').then(({ paymentFieldsQueryOptions }) =>
      queryClient.prefetchQuery(paymentFieldsQueryOptions()),
    )
    const orderId = deps.orderId
    if (orderId)
      void import('@/features/payment/api/payment-order').then(({ paymentOrderQueryOptions }) =>
        queryClient.prefetchQuery(paymentOrderQueryOptions(orderId)),
      )
  },
  component: PaymentRoute,
})

function PaymentRoute() {
  const fromSearch = Route.useSearch({ select: (s) => s.orderId })
  const fromState = useLocation({ select: (l) => orderIdFromState(l.state) })
  const orderId = fromSearch ?? fromState
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: store } = useQuery(storeInfoQueryOptions())

  if (!orderId) {
    return (
      <StateMessage role="alert">
        <p>Order ID is missing. Please return to checkout.</p>
        <ButtonLink to="/checkout">Return to checkout</ButtonLink>
      </StateMessage>
    )
  }

  const onPaid = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    void navigate({ href: `/order-success?orderId=${encodeURIComponent(orderId)}`, replace: true })
  }
  const onInitiated = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    void navigate({ to: '/orders' })
  }

  return (
    <Container>
      <PaymentPage key={orderId} orderId={orderId} idempotent={storeSupports(store, 'idempotency')} onPaid={onPaid} onInitiated={onInitiated} />
    </Container>
  )
}

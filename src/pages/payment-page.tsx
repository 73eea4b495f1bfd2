import '@/i18n/route-messages'
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'
import { orderKeys } from '@/features/orders/api/orders'
import { orderIdFromState } from '@/features/payment/api/order-id'
import { PaymentFlow } from '@/features/payment/components/payment-flow'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

const route = getRouteApi('/_main/_authed/payment')

/**
 * The payment page of one order: its id comes from the URL (`?orderId=`) or the navigation state;
 * without one it says 'Order ID is missing' and links back to checkout. A completed payment goes to
 * /order-success; one the shopper finishes elsewhere (bank page, UPI app) goes to /orders.
 */
export function PaymentPage() {
  const t = useT()
  const fromSearch = route.useSearch({ select: (s) => s.orderId })
  const fromState = useLocation({ select: (l) => orderIdFromState(l.state) })
  const orderId = fromSearch ?? fromState
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))

  if (!orderId) {
    return (
      <StateMessage role="alert">
        <p>{t('payment.missingOrderId')}</p>
        <ButtonLink to="/checkout">{t('payment.returnToCheckout')}</ButtonLink>
      </StateMessage>
    )
  }

  const onPaid = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    void navigate({ to: '/order-success', search: { orderId }, replace: true })
  }
  const onInitiated = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    void navigate({ to: '/orders' })
  }

  return (
    <Container>
      <PaymentFlow
        key={orderId}
        orderId={orderId}
        idempotent={storeSupports(store, 'idempotency')}
        onPaid={onPaid}
        onInitiated={onInitiated}
      />
    </Container>
  )
}

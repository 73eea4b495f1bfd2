import '@/i18n/route-messages'
import { getRouteApi } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { Container, PageTitle } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { orderKeys, ordersQueryOptions } from '@/features/orders/api/orders'
import { accountKeys, type Account } from '@/features/auth/api/account'
import { OrdersList } from '@/features/orders/components/orders-list'
import { orderStatus } from '@/features/orders/status'
import { useT } from '@/i18n/use-t'
import { WaitingOrders } from '@/features/orders/outbox/waiting-orders'
import { cart } from '@/features/cart/cart-store'
import { useApi } from '@/lib/api-context'

const route = getRouteApi('/_main/_authed/orders')

/** The shopper's orders; `?payment=declined` (a declined payment's return) adds a still-pending notice. */
export function OrdersPage() {
  const t = useT()
  const { payment } = route.useSearch()
  const api = useApi()
  const orders = useQuery(ordersQueryOptions(api))
  const queryClient = useQueryClient()

  return (
    <Container>
      <PageTitle>{t('orders.title')}</PageTitle>
      {payment === 'declined' && <Declined role="alert">{t('orders.declined')}</Declined>}
      {/* Offline outbox: orders saved on this device come first; Cancel puts their lines back. */}
      <WaitingOrders
        onReturnLines={(lines) => lines.forEach((line) => cart.add({ ...line }))}
        onFoundPlaced={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
        email={queryClient.getQueryData<Account>(accountKeys.all)?.email}
      />
      {orders.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('orders.loading')}>
          <Skeleton $h="180px" />
          <Skeleton $h="180px" />
        </Loading>
      ) : (
        <OrdersList
          orders={orders.data ?? []}
          actions={(order) =>
            orderStatus(order.status).payable ? (
              <ButtonLink
                to="/payment"
                search={{ orderId: order.id }}
                aria-label={t('orders.payNowFor', { id: order.id })}
              >
                {t('orders.payNow')}
              </ButtonLink>
            ) : null
          }
        />
      )}
    </Container>
  )
}

const Declined = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fdecea;
  color: ${({ theme }) => theme.color.accent};
`
const Loading = styled.div`
  display: grid;
  gap: 16px;
  padding-bottom: 40px;
`

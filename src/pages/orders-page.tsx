import { type MouseEvent } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Container, PageTitle } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { ordersQueryOptions } from '@/features/orders/api/orders'
import { OrdersList } from '@/features/orders/components/orders-list'
import { orderStatus } from '@/features/orders/status'

const route = getRouteApi('/_main/_authed/orders')

/**
 * The shopper's orders, with Pay Now on each payable one; `?payment=declined` (where the bank
 * returns a declined payment) adds a notice that the order is still pending.
 */
/** Exactly `/payment?orderId={id}`: the router's own search encoding would JSON-quote numeric-looking ids. */
const paymentHref = (orderId: string) => `/payment?orderId=${encodeURIComponent(orderId)}`

export function OrdersPage() {
  const { payment } = route.useSearch()
  const orders = useQuery(ordersQueryOptions())
  const navigate = useNavigate()

  return (
    <Container>
      <PageTitle>My Orders</PageTitle>
      {payment === 'declined' && (
        <Declined role="alert">
          Your payment was declined. Your order is still pending: use Pay Now to try again.
        </Declined>
      )}
      {orders.isPending ? (
        <Loading aria-busy="true" aria-label="Loading your orders">
          <Skeleton $h="180px" />
          <Skeleton $h="180px" />
        </Loading>
      ) : (
        <OrdersList
          orders={orders.data ?? []}
          actions={(order) =>
            orderStatus(order.status).payable ? (
              <Button
                as="a"
                href={paymentHref(order.id)}
                aria-label={`Pay Now for order ${order.id}`}
                onClick={(e: MouseEvent) => {
                  // A plain click stays in the app; modified clicks (new tab) keep the browser's behaviour.
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
                  e.preventDefault()
                  void navigate({ href: paymentHref(order.id) })
                }}
              >
                Pay Now
              </Button>
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

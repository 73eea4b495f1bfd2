import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Container, FormWithAside, PageTitle } from '@/components/ui/page'
import { cart, useCartItems } from '@/features/cart/cart-store'
import { authState } from '@/features/auth/session'
import { orderKeys } from '@/features/orders/api/orders'
import type { CartLine } from '@/domain/cart-line'
import { CheckoutForm } from '@/features/orders/components/checkout-form'
import { OrderSummary } from '@/features/orders/components/order-summary'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { notify } from '@/lib/toast'

/**
 * The checkout page: the shipping form beside the order summary. A placed order takes its lines
 * (and only those) out of the cart, refreshes the orders and goes on to that order's payment.
 */
export function CheckoutPage() {
  const items = useCartItems()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: store } = useQuery(storeInfoQueryOptions())

  const onPlaced = (orderId: string, lines: readonly CartLine[]) => {
    // Only what went into the order: a line added in another tab meanwhile stays in the cart.
    cart.removeOrdered(lines)
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    notify({ title: 'Order placed', description: 'Complete the payment to confirm your order.', variant: 'success' })
    void navigate({ to: '/payment', search: { orderId } })
  }

  return (
    <Container>
      <PageTitle>Checkout</PageTitle>
      <FormWithAside>
        <CheckoutForm
          readLines={cart.get}
          isSignedIn={authState.isAuthenticated}
          idempotent={storeSupports(store, 'idempotency')}
          onPlaced={onPlaced}
          onLoginRequired={() => void navigate({ to: '/login', search: { redirect: '/checkout' } })}
          onCheckOrders={() => void navigate({ to: '/orders' })}
        />
        {items.length > 0 ? (
          <OrderSummary lines={items} />
        ) : (
          <Empty role="status">Your cart is empty. Add products before placing an order.</Empty>
        )}
      </FormWithAside>
    </Container>
  )
}

const Empty = styled.p`
  margin: 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`

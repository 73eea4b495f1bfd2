import { createFileRoute, useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { useQueryClient } from '@tanstack/react-query'
import { Container, FormWithAside, PageTitle } from '@/components/ui/page'
import { cart, useCartItems } from '@/features/cart/cart-store'
import { authState } from '@/features/auth/session'
import { orderKeys } from '@/features/orders/api/orders'
import { CheckoutForm } from '@/features/orders/components/checkout-form'
import { OrderSummary } from '@/features/orders/components/order-summary'
import { notify } from '@/lib/toast'

/** /checkout (spec §2, §4 "Checkout flow"): shipping form + summary; a placed order leads to /payment?orderId={id}. */
export const Route = createFileRoute('/_main/_authed/checkout')({
  component: CheckoutPage,
})

function CheckoutPage() {
  const items = useCartItems()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const onPlaced = (orderId: string) => {
    cart.clear()
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    notify({ title: 'Order placed', description: 'Complete the payment to confirm your order.', variant: 'success' })
    // An exact `/payment?orderId={id}` (spec §4): the router's search encoding would JSON-quote numeric-looking ids.
    void navigate({ href: `/payment?orderId=${encodeURIComponent(orderId)}` })
  }

  return (
    <Container>
      <PageTitle>Checkout</PageTitle>
      <FormWithAside>
        <CheckoutForm
          readLines={cart.get}
          isSignedIn={authState.isAuthenticated}
          onPlaced={onPlaced}
          onLoginRequired={() => void navigate({ to: '/login', search: { redirect: '/checkout' } })}
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

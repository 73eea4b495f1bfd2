import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'

/** /order-success (spec §2): where a completed payment lands. */
export const Route = createFileRoute('/_main/order-success')({
  component: OrderSuccessPage,
})

function OrderSuccessPage() {
  return (
    <Container>
      <StateMessage>
        <h1>Thank You for Your Order!</h1>
        <p>Your order has been placed. We will send you an email with the order details shortly.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          <ButtonLink to="/orders">View My Orders</ButtonLink>
          <ButtonLink to="/" $variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </StateMessage>
    </Container>
  )
}

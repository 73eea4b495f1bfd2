import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'

/** Where a completed payment lands: thanks, with links to the orders and back to the shop. */
export function OrderSuccessPage() {
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

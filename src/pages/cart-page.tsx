import { useNavigate } from '@tanstack/react-router'
import { Container } from '@/components/ui/page'
import { CartView } from '@/features/cart/components/cart-view'
import { useIsSignedIn } from '@/features/auth/session'

/** /cart: Checkout goes to /checkout when signed in; a guest goes to /login with /checkout as the return target. */
export function CartPage() {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const checkout = () =>
    void (signedIn ? navigate({ href: '/checkout' }) : navigate({ to: '/login', search: { redirect: '/checkout' } }))
  return (
    <Container>
      <CartView onCheckout={checkout} />
    </Container>
  )
}

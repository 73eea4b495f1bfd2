import { useNavigate } from '@tanstack/react-router'
import { Container } from '@/components/ui/page'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { useStoredValuesKnown } from '@/lib/storage-store'
import { CartView } from '@/features/cart/components/cart-view'
import { useIsSignedIn } from '@/features/auth/session'

/**
 * /cart: Checkout goes to /checkout when signed in; a guest goes to /login with /checkout as the
 * return target. Rendered where the device's cart cannot be read (server, prerender), a skeleton.
 */
export function CartPage() {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const known = useStoredValuesKnown()
  const checkout = () =>
    void (signedIn ? navigate({ href: '/checkout' }) : navigate({ to: '/login', search: { redirect: '/checkout' } }))
  // The cart is on the device: anywhere else it would read as empty, which it may not be.
  if (!known) return <PageSkeleton />
  return (
    <Container>
      <CartView onCheckout={checkout} />
    </Container>
  )
}

import '@/i18n/route-messages'
import { useNavigate } from '@tanstack/react-router'
import { Container } from '@/components/ui/page'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { useStoredValuesKnown } from '@/lib/storage-store'
import { CartView } from '@/features/cart/components/cart-view'
import { useIsSignedIn } from '@/features/auth/session'

/** /cart; a guest's Checkout goes to /login, returning to /checkout. */
export function CartPage() {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const known = useStoredValuesKnown()
  const checkout = () =>
    void (signedIn ? navigate({ href: '/checkout' }) : navigate({ to: '/login', search: { redirect: '/checkout' } }))
  // The cart is on the device: anywhere else (server, prerender) it would wrongly read as empty.
  if (!known) return <PageSkeleton />
  return (
    <Container>
      <CartView onCheckout={checkout} />
    </Container>
  )
}

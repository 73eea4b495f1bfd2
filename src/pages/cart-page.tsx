import '@/i18n/route-messages'
import { useNavigate } from '@tanstack/react-router'
import { Container } from '@/components/ui/page'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { useStoredValuesKnown } from '@/lib/storage-store'
import { CartView } from '@/features/cart/components/cart-view'
import { useCartItems } from '@/features/cart/cart-store'
import { useIsSignedIn } from '@/features/auth/session'
import { CouponBox } from '@/features/coupons/components/coupon-box'
import { useCoupon } from '@/features/coupons/use-coupon'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { useQuery } from '@/lib/use-query'
import { useApi } from '@/lib/api-context'

/** /cart; a guest's Checkout goes to /login, returning to /checkout. A store with `coupons` gets the coupon control. */
export function CartPage() {
  const signedIn = useIsSignedIn()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const items = useCartItems()
  const coupon = useCoupon({ enabled: storeSupports(store, 'coupons'), lines: items })
  const navigate = useNavigate()
  const known = useStoredValuesKnown()
  const checkout = () =>
    void (signedIn ? navigate({ href: '/checkout' }) : navigate({ to: '/login', search: { redirect: '/checkout' } }))
  // The cart is on the device: anywhere else (server, prerender) it would wrongly read as empty.
  if (!known) return <PageSkeleton />
  return (
    <Container>
      <CartView onCheckout={checkout} discount={coupon.discount} coupon={<CouponBox coupon={coupon} />} />
    </Container>
  )
}

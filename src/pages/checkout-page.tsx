import '@/i18n/route-messages'
import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { Container, FormWithAside, PageTitle } from '@/components/ui/page'
import { cart, useCartItems } from '@/features/cart/cart-store'
import { authState, useIsSignedIn } from '@/features/auth/session'
import { accountKeys, accountOwner, accountQueryOptions, type Account } from '@/features/auth/api/account'
import { orderKeys } from '@/features/orders/api/orders'
import type { CartLine } from '@/domain/cart-line'
import { CheckoutForm } from '@/features/orders/components/checkout-form'
import { OrderSummary } from '@/features/orders/components/order-summary'
import { useCheckoutDelivery } from '@/features/delivery/use-checkout-delivery'
import { serviceabilityQueryOptions } from '@/features/delivery/api/serviceability'
import { OUTBOX_MESSAGES } from '@/features/orders/outbox/outbox-messages'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { CouponBox } from '@/features/coupons/components/coupon-box'
import { useCoupon } from '@/features/coupons/use-coupon'
import { rememberShownTotal } from '@/features/payment/shown-total'
import { linesTotal, totalAfterDiscount } from '@/domain/money'
import { notify } from '@/lib/toast'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/**
 * The checkout page: the shipping form beside the order summary. A placed order takes its lines
 * (and only those) out of the cart, refreshes the orders and goes on to that order's payment.
 * A store that checks delivery by PIN code has every line checked before the order is sent; a store with
 * coupons gets the coupon control, the code goes with the order, and payment is told the total shown here.
 */
export function CheckoutPage() {
  const t = useT()
  const items = useCartItems()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const api = useApi()
  const storeInfo = useQuery(storeInfoQueryOptions(api))
  const store = storeInfo.data
  const delivery = useCheckoutDelivery({ enabled: storeSupports(store, 'serviceability'), lines: items })
  const coupon = useCoupon({ enabled: storeSupports(store, 'coupons'), lines: items })
  const signedIn = useIsSignedIn()
  const serviceable = storeSupports(store, 'serviceability')
  // The store's delivery answer names the PIN's town and state when the app's directory does not know it.
  const placeOfPin = async (pinCode: string) => {
    const productId = cart.get()[0]?.id
    if (!serviceable || !productId) return undefined
    const answer = await queryClient.fetchQuery(serviceabilityQueryOptions(api, pinCode, productId))
    return answer.deliverable ? { city: answer.city, state: answer.state } : undefined
  }
  // An order saved offline records whose it is: the account is read once here while online,
  // quietly (this page shows no account data, so a failure is not the shopper's concern here).
  useEffect(() => {
    void queryClient.prefetchQuery({ ...accountQueryOptions(api), meta: { errorToast: () => null } })
  }, [queryClient, api])

  const onPlaced = (orderId: string, lines: readonly CartLine[]) => {
    // Only what went into the order: a line added in another tab meanwhile stays in the cart.
    cart.removeOrdered(lines)
    rememberShownTotal(orderId, totalAfterDiscount(linesTotal(lines), coupon.discount))
    coupon.remove()
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    notify({ title: t('checkout.placed'), description: t('checkout.placedText'), variant: 'success' })
    void navigate({ to: '/payment', search: { orderId } })
  }

  // Offline outbox: the order waits on the device; its lines leave the cart as if placed.
  const onSavedOffline = (lines: readonly CartLine[]) => {
    cart.removeOrdered(lines)
    coupon.remove()
    notify({ title: OUTBOX_MESSAGES.savedOfflineTitle, description: OUTBOX_MESSAGES.savedOffline })
  }

  return (
    <Container>
      <PageTitle>{t('checkout.title')}</PageTitle>
      <FormWithAside>
        <CheckoutForm
          readLines={cart.get}
          isSignedIn={authState.isAuthenticated}
          idempotent={storeSupports(store, 'idempotency')}
          onPlaced={onPlaced}
          onLoginRequired={() => void navigate({ to: '/login', search: { redirect: '/checkout' } })}
          onCheckOrders={() => void navigate({ to: '/orders' })}
          onPinCodeChange={delivery.setPinCode}
          beforePlace={delivery.beforePlace}
          addressNotice={delivery.notice}
          onSavedOffline={onSavedOffline}
          ownerEmail={() => {
            const account = queryClient.getQueryData<Account>(accountKeys.all)
            return (account && accountOwner(account)) ?? undefined
          }}
          couponCode={coupon.orderCode}
          onRefused={coupon.recheck}
          placeOfPin={placeOfPin}
          addressBook={
            signedIn && storeInfo.isPending && storeInfo.fetchStatus === 'fetching'
              ? 'unknown'
              : signedIn && storeSupports(store, 'addresses')
          }
        />
        {items.length > 0 ? (
          <OrderSummary
            lines={items}
            delivery={delivery.estimate}
            discount={coupon.discount}
            coupon={<CouponBox coupon={coupon} />}
          />
        ) : (
          <Empty role="status">{t('checkout.cartEmpty')}</Empty>
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

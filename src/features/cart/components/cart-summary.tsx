import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/i18n/format'
import { totalAfterDiscount, trustedDiscount } from '@/domain/money'
import { cartSubtotal, type CartItem } from '../cart-store'
import { useT } from '@/i18n/use-t'
import { Panel } from '@/components/ui/panel'

export interface CartSummaryProps {
  items: CartItem[]
  onCheckout: () => void
  onClear: () => void
  /** ₹ off from a coupon the store applied to these lines (the coupons extension). */
  discount?: number | undefined
  /** Shown under the totals (the coupon control). */
  children?: ReactNode
}

/** Order summary: subtotal, Shipping 'Free', a coupon's discount, total = subtotal − discount; Checkout and Clear Cart. */
export function CartSummary({ items, onCheckout, onClear, discount, children }: CartSummaryProps) {
  const t = useT()
  const subtotal = cartSubtotal(items)
  const off = trustedDiscount(discount, subtotal)
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">{t('cart.summary')}</h2>
      <Rows>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{t('cart.free')}</dd>
        </div>
        {off > 0 && (
          <div>
            <dt>{t('coupon.discount')}</dt>
            <dd data-testid="cart-discount">−{formatPrice(off)}</dd>
          </div>
        )}
        <TotalRow>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(totalAfterDiscount(subtotal, off))}</dd>
        </TotalRow>
      </Rows>
      {children}
      <Button type="button" $block onClick={onCheckout}>
        {t('cart.checkout')}
      </Button>
      <Button type="button" $block $variant="danger" onClick={onClear}>
        {t('cart.clear')}
      </Button>
    </Box>
  )
}

const Box = styled(Panel)`
  align-self: start;
`
const Rows = styled.dl`
  margin: 0;
  display: grid;
  gap: 8px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dd {
    margin: 0;
  }
`
const TotalRow = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: 8px;
  font-weight: 700;
  font-size: 1.1rem;
`

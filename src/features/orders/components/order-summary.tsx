import type { ReactNode } from 'react'
import styled from 'styled-components'
import { formatPrice } from '@/i18n/format'
import { lineKey, type CartLine } from '@/domain/cart-line'
import { linesTotal, totalAfterDiscount, trustedDiscount } from '@/domain/money'
import { useT } from '@/i18n/use-t'
import { Panel } from '@/components/ui/panel'

/** Lines, subtotal, free shipping, a coupon's `discount` and the total in ₹, then `delivery` and `coupon` when given. */
export function OrderSummary({
  lines,
  delivery,
  discount,
  coupon,
}: {
  lines: readonly CartLine[]
  delivery?: ReactNode
  discount?: number | undefined
  coupon?: ReactNode
}) {
  const t = useT()
  const subtotal = linesTotal(lines)
  const off = trustedDiscount(discount, subtotal)
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">{t('cart.summary')}</h2>
      <Lines>
        {lines.map((l) => (
          <li key={lineKey(l)}>
            <span>
              {l.name || t('checkout.item')}
              {[l.selectedSize, l.selectedColor].filter(Boolean).length > 0 && (
                <Small> ({[l.selectedSize, l.selectedColor].filter(Boolean).join(', ')})</Small>
              )}
              <Small> × {l.quantity}</Small>
            </span>
            <span>{formatPrice(l.price * l.quantity)}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(subtotal)}</dd>
        <dt>{t('cart.shipping')}</dt>
        <dd>{t('cart.free')}</dd>
        {off > 0 && (
          <>
            <dt>{t('coupon.discount')}</dt>
            <dd data-testid="checkout-discount">−{formatPrice(off)}</dd>
          </>
        )}
        <dt>{t('cart.total')}</dt>
        <dd data-testid="checkout-total">{formatPrice(totalAfterDiscount(subtotal, off))}</dd>
      </Totals>
      {delivery}
      {coupon}
    </Box>
  )
}

const Box = styled(Panel)`
  display: block;
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`
const Lines = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  li > span:last-child {
    white-space: nowrap;
    font-weight: 600;
  }
`
const Small = styled.span`
  color: ${({ theme }) => theme.color.muted};
`
const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px;
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
    font-size: 1.1rem;
  }
`

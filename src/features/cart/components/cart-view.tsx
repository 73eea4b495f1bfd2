import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { PageTitle, StateMessage } from '@/components/ui/page'
import { cartCount, useCartItems } from '../cart-store'
import { clearCart } from '../cart-actions'
import { lineKey } from '@/domain/cart-line'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'
import { useT } from '@/i18n/use-t'

/** The /cart body: an empty state, or the lines and the summary (with `discount` ₹ off and `coupon` under it). */
export function CartView({
  onCheckout,
  discount,
  coupon,
}: {
  onCheckout: () => void
  discount?: number | undefined
  coupon?: ReactNode
}) {
  const t = useT()
  const items = useCartItems()
  if (items.length === 0) {
    return (
      <StateMessage>
        <h1>{t('cart.empty')}</h1>
        <p>{t('cart.emptyText')}</p>
        <ButtonLink to="/">{t('cart.continueShopping')}</ButtonLink>
      </StateMessage>
    )
  }
  const count = cartCount(items)
  return (
    <>
      <PageTitle>
        {t('cart.title')} <span>({t('cart.itemCount', { count })})</span>
      </PageTitle>
      <Layout>
        <Lines aria-label={t('cart.lines')}>
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} />
          ))}
        </Lines>
        <CartSummary items={items} onCheckout={onCheckout} onClear={clearCart} discount={discount}>
          {coupon}
        </CartSummary>
      </Layout>
    </>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  padding-bottom: 32px;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

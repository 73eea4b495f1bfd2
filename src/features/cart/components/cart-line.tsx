import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { StorePhoto } from '@/components/ui/store-photo'
import { formatPrice } from '@/i18n/format'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { lineRoom, useCartItems, type CartItem } from '../cart-store'
import { removeFromCart, updateCartQuantity } from '../cart-actions'
import { useT } from '@/i18n/use-t'

const FALLBACK_IMAGE = '/images/fallback-product.svg'
const safeImage = (src: string) => (/^(https?:\/\/|\/(?!\/))/i.test(src) ? src : FALLBACK_IMAGE)

/** One cart line; its stepper goes from 1 to the product's room. */
export function CartLine({ item }: { item: CartItem }) {
  const t = useT()
  // Other sizes or colours of the product take from the same 99 one order may hold.
  const max = lineRoom(useCartItems(), item)
  const name = item.name || t('common.untitledProduct')
  const options = [
    item.selectedSize && t('cart.size', { size: item.selectedSize }),
    item.selectedColor && t('cart.colour', { colour: item.selectedColor }),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <Line data-testid="cart-line">
      <StorePhoto
        src={safeImage(item.image)}
        fallback={FALLBACK_IMAGE}
        alt=""
        name={name}
        width={88}
        height={88}
        layout="cart"
      />
      <Details>
        <Link to="/product/$id" params={{ id: item.id }}>
          {name}
        </Link>
        {options && <Muted>{options}</Muted>}
        <Muted>{t('cart.each', { price: formatPrice(item.price) })}</Muted>
        <Controls>
          <QuantityStepper
            label={t('cart.quantityOf', { name })}
            value={item.quantity}
            max={max}
            maxNote={max < MAX_LINE_QUANTITY ? t('quantity.maxAllSizes', { max: MAX_LINE_QUANTITY }) : undefined}
            onChange={(q) => updateCartQuantity(item, q, name)}
          />
          <Remove type="button" onClick={() => removeFromCart(item, name)} aria-label={t('cart.removeName', { name })}>
            {t('cart.remove')}
          </Remove>
        </Controls>
      </Details>
      <Total>{formatPrice(item.price * item.quantity)}</Total>
    </Line>
  )
}

const Line = styled.li`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 88px;
    height: 88px;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface};
    border-radius: 6px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 88px minmax(0, 1fr) auto;
  }
`
const Details = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
`
const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 6px;
`
const Remove = styled.button`
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`
const Total = styled.strong`
  grid-column: 2;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-column: 3;
    grid-row: 1;
  }
`

import type { ReactNode } from 'react'
import { createLink, Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { Price } from '@/components/ui/price'
import type { Product } from '../api/to-product'
import { SaleBadge } from './sale-badge'
import { cardImageBox } from './card-image-box'
import { ProductImage } from './product-image'
import { RatingBadge } from './rating-badge'
import { useT } from '@/i18n/use-t'

export interface ProductCardProps {
  product: Product
  /** Overlay actions (Add to Cart, wishlist, quick view…) supplied by the route, so the card imports no other feature. */
  actions?: ReactNode
  /** The LCP card gets fetchpriority high and eager loading. */
  priority?: boolean
  /** The grid's columns from 768 px (the image's width follows). */
  columns?: 2 | 3 | 4
}

const CARD_LAYOUTS = { 2: 'card2', 3: 'card', 4: 'card4' } as const

/** Overlay actions show on hover and keyboard focus. */
export function ProductCard({ product, actions, priority = false, columns = 3 }: ProductCardProps) {
  const t = useT()
  const name = product.name || t('common.untitledProduct')
  return (
    <Card data-testid="product-card">
      <ImageWrap>
        <ImageBox>
          <ProductImage
            src={product.image}
            alt=""
            name={name}
            width={300}
            height={300}
            layout={CARD_LAYOUTS[columns]}
            priority={priority}
            wrap={(image) => (
              <Link to="/product/$id" params={{ id: product.id }} tabIndex={-1} aria-hidden="true">
                {image}
              </Link>
            )}
          />
        </ImageBox>
        <CardSaleBadge product={product} />
        {actions && <Overlay>{actions}</Overlay>}
      </ImageWrap>
      <Body>
        <Name to="/product/$id" params={{ id: product.id }}>
          {name}
        </Name>
        <RatingBadge rating={product.rating} />
        <Price price={product.price} originalPrice={product.originalPrice} />
      </Body>
    </Card>
  )
}

const Card = styled.article`
  position: relative;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: #fff;
  display: flex;
  flex-direction: column;
  min-width: 0;
`
const ImageWrap = styled.div`
  position: relative;
`
const ImageBox = styled.div`
  position: relative;
  ${cardImageBox}
  background: ${({ theme }) => theme.color.surface};
  img,
  button {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`
const CardSaleBadge = styled(SaleBadge)`
  position: absolute;
  top: 10px;
  left: 10px;
`
/* Visible on hover and whenever focus is inside the card, so keyboard users reach every action. */
const Overlay = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: center;
  padding: 10px;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.55));
  opacity: 0;
  transform: translateY(8px);
  transition:
    opacity 0.15s,
    transform 0.15s;
  ${Card}:hover &, ${Card}:focus-within & {
    opacity: 1;
    transform: none;
  }
  /* Touch screens cannot hover: the actions always show, in a row of their own under the image,
     so they never cover the Sale badge, the label printed on the product's image, or the name.
     They share the row equally (each 44 px high) however narrow the card. */
  @media (hover: none) {
    position: static;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 4px;
    padding: 6px 6px 0;
    background: none;
    opacity: 1;
    transform: none;
    && > * {
      width: auto;
      min-width: 0;
      border-radius: ${({ theme }) => theme.radius.sm};
    }
  }
`
const Body = styled.div`
  padding: 12px;
  display: grid;
  gap: 6px;
`
const Name = createLink(styled.a`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 600;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  &:hover {
    text-decoration: underline;
  }
`)

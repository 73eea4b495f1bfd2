import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Price } from '@/components/ui/price'
import type { Product } from '../api/to-product'
import { SaleBadge } from '../components/sale-badge'
import { ProductGallery } from './product-gallery'
import { ProductSpecs } from './product-specs'
import { PurchaseForm, type PurchaseChoice } from './purchase-form'
import { productIdBadge } from './product-rules'
import { ProductBreadcrumb } from './product-breadcrumb'
import { ShareButton } from './share-button'
import { RatingBadge } from '../components/rating-badge'
import { formatPrice } from '@/i18n/format'
import { useT } from '@/i18n/use-t'

export interface ProductViewProps {
  product: Product
  onAdd: (choice: PurchaseChoice) => void
  /** Beside Add to Cart: the wishlist toggle (from the wishlist feature, composed by the route). */
  wishlistAction?: ReactNode
  /** Under the price, above Add to Cart: the delivery check (from the delivery feature, composed by the page). */
  delivery?: ReactNode
  /** Below the specifications: the reviews (from the reviews feature, for a store that lists them). */
  reviews?: ReactNode
  /** The store's name, for the shared text "₹999 at {store}". */
  storeName: string
}

/** The /product/{id} body. */
export function ProductView({ product, onAdd, wishlistAction, delivery, reviews, storeName }: ProductViewProps) {
  const t = useT()
  return (
    <Layout>
      <ProductGallery images={product.images} name={product.name} />
      <Info>
        <ProductBreadcrumb category={product.category} parentCategory={product.parentCategory} />
        <h1>{product.name || t('common.untitledProduct')}</h1>
        <RatingBadge rating={product.rating} />
        <PriceRow>
          <Price price={product.price} originalPrice={product.originalPrice} />
          <SaleBadge product={product} />
        </PriceRow>
        <Row>
          <IdBadge title={t('product.idTitle', { id: product.id })}>
            {t('product.id')}
            <span>{productIdBadge(product.id)}</span>
          </IdBadge>
          <ShareButton
            title={product.name || t('product.product')}
            text={t('product.shareText', { price: formatPrice(product.price), store: storeName })}
          />
        </Row>
        {product.description && <Description>{product.description}</Description>}
        {delivery}
        <PurchaseForm product={product} onAdd={onAdd} showQuantity extra={wishlistAction} />
        <ProductSpecs attributes={product.attributes} />
      </Info>
      {reviews && <Wide>{reviews}</Wide>}
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 40px;
  }
`
const Wide = styled.div`
  grid-column: 1 / -1;
`
const Info = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    line-height: 1.25;
  }
  h2 {
    font-size: 1.15rem;
    margin: 8px 0 10px;
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`
const PriceRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  font-size: 1.3rem;
`
const IdBadge = styled.p`
  margin: 0;
  font-size: 0.85rem;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  span {
    font-family: ui-monospace, monospace;
  }
`
const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`

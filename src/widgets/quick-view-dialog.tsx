import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { Dialog } from '@/components/ui/dialog'
import { Price } from '@/components/ui/price'
import type { Product } from '@/features/catalog/api/to-product'
import { ProductImage } from '@/features/catalog/components/product-image'
import { PurchaseForm } from '@/features/catalog/product/purchase-form'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'
import { addProductToCart } from './add-product-to-cart'
import { useT } from '@/i18n/use-t'

/** A modal with the purchase form and the wishlist heart; Escape, × and the backdrop close it. */
export function QuickViewDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const t = useT()
  const titleId = useId()
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <Layout data-testid="quick-view">
        <ImageBox>
          <ProductImage
            src={product.image}
            alt={product.name}
            name={product.name || t('common.untitledProduct')}
            width={300}
            height={300}
            layout="quickView"
          />
        </ImageBox>
        <Info>
          <h2 id={titleId}>{product.name || t('common.untitledProduct')}</h2>
          <Price price={product.price} originalPrice={product.originalPrice} />
          <PurchaseForm
            product={product}
            onAdd={(choice) => {
              addProductToCart(product, choice)
              onClose()
            }}
            extra={<WishlistButton product={product} variant="icon" />}
          />
          <Link to="/product/$id" params={{ id: product.id }}>
            {t('card.viewFullDetails')}
          </Link>
        </Info>
      </Layout>
    </Dialog>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 600px) {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`
const ImageBox = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  img {
    width: 100%;
    height: 240px;
    object-fit: contain;
  }
`
const Info = styled.div`
  display: grid;
  gap: 14px;
  align-content: start;
  h2 {
    margin: 0 44px 0 0;
    font-size: 1.25rem;
  }
  > a {
    font-weight: 600;
    padding: 10px 0;
  }
`

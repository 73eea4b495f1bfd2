import '@/i18n/route-messages'
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import styled from 'styled-components'
import { Container } from '@/components/ui/page'
import { isHttpStatus, isNetworkError } from '@/lib/api-error'
import { usePageTitle } from '@/lib/page-title'
import { productQueryOptions } from '@/features/catalog/api/products'
import { ProductView } from '@/features/catalog/product/product-view'
import { ProductSkeleton } from '@/features/catalog/product/product-skeleton'
import { ProductLoadError, ProductNotFound } from '@/features/catalog/product/product-states'
import { DeliveryCheck } from '@/features/delivery/components/delivery-check'
import { displayStoreName, storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { ProductReviews } from '@/features/reviews/components/product-reviews'
import { useIsSignedIn } from '@/features/auth/session'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'
import { recordRecentlyViewed } from '@/features/wishlist/recently-viewed'
import { wishlist } from '@/features/wishlist/wishlist-store'
import { OfflineFallback } from '@/widgets/offline-fallback'
import { addProductToCart } from '@/widgets/add-product-to-cart'
import { useAddressPinCode } from './use-address-pin-code'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** /product/{id}; a view is recorded in recently viewed and refreshes a saved wishlist snapshot. */
export function ProductPage({ id }: { id: string }) {
  const t = useT()
  const api = useApi()
  const query = useQuery(productQueryOptions(api, id))
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const checksDelivery = storeSupports(store, 'serviceability')
  const addressPinCode = useAddressPinCode(checksDelivery)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signedIn = useIsSignedIn()
  const product = query.data
  const notFound = !id.trim() || isHttpStatus(query.error, 404)
  usePageTitle(product ? product.name || t('common.untitledProduct') : notFound ? t('product.notFound') : undefined)

  useEffect(() => {
    if (!product) return
    recordRecentlyViewed(product)
    wishlist.refresh(product)
  }, [product])

  let body
  if (notFound) body = <ProductNotFound />
  else if (product)
    body = (
      <ProductView
        key={product.id}
        product={product}
        onAdd={(choice) => {
          addProductToCart(product, choice)
          void navigate({ to: '/cart' })
        }}
        wishlistAction={<WishlistButton product={product} />}
        delivery={checksDelivery && <DeliveryCheck productId={product.id} fallbackPinCode={addressPinCode} />}
        storeName={displayStoreName(store)}
        reviews={
          storeSupports(store, 'reviews') && (
            <ProductReviews
              productId={product.id}
              rating={product.rating}
              signedIn={signedIn}
              onPosted={() => void queryClient.invalidateQueries({ queryKey: productQueryOptions(api, id).queryKey })}
            />
          )
        }
      />
    )
  else if (query.isPending) body = <ProductSkeleton />
  else if (isNetworkError(query.error))
    body = <OfflineFallback onRetry={() => void query.refetch()} failure={t('product.loadFailed')} />
  else body = <ProductLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />

  return (
    <Container>
      <BackButton />
      {body}
      <Spacer />
    </Container>
  )
}

/** 'Product Not Found' alone: the route's not-found state, which the server sends with status 404. */
export function ProductNotFoundPage() {
  const t = useT()
  usePageTitle(t('product.notFound'))
  return (
    <Container>
      <BackButton />
      <ProductNotFound />
      <Spacer />
    </Container>
  )
}

function BackButton() {
  const t = useT()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  return (
    <Back type="button" onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/products' }))}>
      {t('product.back')}
    </Back>
  )
}

const Back = styled.button`
  margin: 12px 0;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
`
const Spacer = styled.div`
  height: 32px;
`

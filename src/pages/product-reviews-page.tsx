import '@/i18n/route-messages'
import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { Container } from '@/components/ui/page'
import { useQuery } from '@/lib/use-query'
import { usePageTitle } from '@/lib/page-title'
import type { ReviewSort } from '@/domain/review'
import { productQueryOptions } from '@/features/catalog/api/products'
import { ProductNotFound } from '@/features/catalog/product/product-states'
import { useIsSignedIn } from '@/features/auth/session'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { AllReviews } from '@/features/reviews/components/all-reviews'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

export interface ProductReviewsPageProps {
  id: string
  sort: ReviewSort
  page: number
  onChange: (next: { page: number; sort: ReviewSort }) => void
}

/** /product/{id}/reviews: every review, sorted and paged; for a store without `reviews`, Product Not Found. */
export function ProductReviewsPage({ id, sort, page, onChange }: ProductReviewsPageProps) {
  const t = useT()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const { data: product } = useQuery(productQueryOptions(api, id))
  const signedIn = useIsSignedIn()
  const name = product ? product.name || t('common.untitledProduct') : undefined
  usePageTitle(name ? t('reviews.pageHeading', { name }) : undefined)
  let body
  if (store && !storeSupports(store, 'reviews')) body = <ProductNotFound />
  else if (store)
    body = (
      <>
        <h1>{name ? t('reviews.pageHeading', { name }) : t('title.reviews')}</h1>
        <AllReviews productId={id} page={page} sort={sort} signedIn={signedIn} onChange={onChange} />
      </>
    )
  return (
    <Container>
      <Back to="/product/$id" params={{ id }}>
        {t('reviews.backToProduct')}
      </Back>
      {body}
    </Container>
  )
}

const Back = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 12px 0;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`)

import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { useQuery } from '@/lib/use-query'
import { useT } from '@/i18n/use-t'
import { reviewsQueryOptions } from '../api/reviews'
import { averageOf } from '../review-format'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'
import { WriteReview } from './write-review'
import { useApi } from '@/lib/api-context'

export interface ProductReviewsProps {
  productId: string
  /** The product's `rating`, when the store sent one. */
  rating: { average: number; count: number } | undefined
  signedIn: boolean
  onPosted?: () => void
}

/** The product page's reviews: average, count, histogram, the 3 newest reviews, "See all reviews", and writing one. */
export function ProductReviews({ productId, rating, signedIn, onPosted }: ProductReviewsProps) {
  const t = useT()
  const api = useApi()
  const { data, isError } = useQuery(reviewsQueryOptions(api, productId, { page: 1, limit: 3, sort: 'recent' }))
  const summary = rating ?? (data?.histogram ? averageOf(data.histogram) : undefined)
  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.heading')}</h2>
      <ReviewSummary rating={summary} histogram={data?.histogram} />
      {isError && <p>{t('reviews.loadFailed')}</p>}
      {data && data.reviews.length === 0 && <p>{t('reviews.none')}</p>}
      {data && data.reviews.length > 0 && (
        <>
          <ReviewList reviews={data.reviews.slice(0, 3)} signedIn={signedIn} />
          <SeeAll to="/product/$id/reviews" params={{ id: productId }}>
            {t('reviews.seeAll')}
          </SeeAll>
        </>
      )}
      <WriteReview
        productId={productId}
        signedIn={signedIn}
        returnPath={`/product/${encodeURIComponent(productId)}`}
        onPosted={onPosted}
      />
    </Section>
  )
}

export const Section = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 32px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`
const SeeAll = createLink(styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`)

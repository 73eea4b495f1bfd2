import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { useQuery } from '@/lib/use-query'
import { useT } from '@/i18n/use-t'
import { REVIEW_SORTS, type ReviewSort } from '@/domain/review'
import type { MessageId } from '@/i18n/i18n'
import { reviewsQueryOptions } from '../api/reviews'
import { averageOf } from '../review-format'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'
import { WriteReview } from './write-review'
import { useApi } from '@/lib/api-context'

/** Reviews per page of /product/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10

const SORT_LABELS: Record<ReviewSort, MessageId> = {
  recent: 'reviews.sortRecent',
  helpful: 'reviews.sortHelpful',
  rating_desc: 'reviews.sortHighest',
  rating_asc: 'reviews.sortLowest',
}

export interface AllReviewsProps {
  productId: string
  page: number
  sort: ReviewSort
  signedIn: boolean
  /** Goes to another sort (page 1) or page. */
  onChange: (next: { page: number; sort: ReviewSort }) => void
}

/** /product/{id}/reviews: summary, sort, a page of reviews, Previous / Next, and writing one. */
export function AllReviews({ productId, page, sort, signedIn, onChange }: AllReviewsProps) {
  const t = useT()
  const api = useApi()
  const { data, isError, isPending } = useQuery(
    reviewsQueryOptions(api, productId, { page, limit: REVIEWS_PAGE_SIZE, sort }),
  )
  const pages = data ? Math.max(1, Math.ceil(data.count / REVIEWS_PAGE_SIZE)) : 1
  const returnPath = `/product/${encodeURIComponent(productId)}/reviews`
  return (
    <Body>
      <ReviewSummary rating={data?.histogram ? averageOf(data.histogram) : undefined} histogram={data?.histogram} />
      <SortLabel>
        {t('reviews.sort')}
        <select value={sort} onChange={(e) => onChange({ page: 1, sort: e.target.value as ReviewSort })}>
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </select>
      </SortLabel>
      {isError && <p>{t('reviews.loadFailed')}</p>}
      {isPending && <p aria-busy="true">{t('reviews.loading')}</p>}
      {data && data.reviews.length === 0 && <p>{t('reviews.none')}</p>}
      {data && <ReviewList reviews={data.reviews} signedIn={signedIn} />}
      {data && pages > 1 && (
        <Pages aria-label={t('reviews.pagination')}>
          {page > 1 && (
            <PageLink to="/product/$id/reviews" params={{ id: productId }} search={{ order: sort, page: page - 1 }}>
              {t('reviews.previous')}
            </PageLink>
          )}
          <span>{t('reviews.pageOf', { page, pages })}</span>
          {page < pages && (
            <PageLink to="/product/$id/reviews" params={{ id: productId }} search={{ order: sort, page: page + 1 }}>
              {t('reviews.next')}
            </PageLink>
          )}
        </Pages>
      )}
      <WriteReview productId={productId} signedIn={signedIn} returnPath={returnPath} />
    </Body>
  )
}

const Body = styled.div`
  display: grid;
  gap: 16px;
`
const SortLabel = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  font-weight: 600;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 8px;
  }
`
const Pages = styled.nav`
  display: flex;
  gap: 16px;
  align-items: center;
`
const PageLink = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`)

import styled from 'styled-components'
import { useT } from '@/i18n/use-t'
import { formatAverage, formatRatingCount, type ProductRating } from '../api/rating'
import { useRatingsShown } from './ratings-shown'

/** "★ 4.3 (1,284)", named "Rated 4.3 out of 5 by 1,284 shoppers"; nothing without a rating or the `reviews` extension. */
export function RatingBadge({ rating, className }: { rating: ProductRating | undefined; className?: string }) {
  const t = useT()
  const shown = useRatingsShown()
  if (!shown || !rating) return null
  const average = formatAverage(rating.average)
  const count = formatRatingCount(rating.count)
  return (
    <Badge role="img" className={className} aria-label={t('rating.label', { average, count, n: rating.count })}>
      <Star aria-hidden="true">★</Star> {average} <Count>({count})</Count>
    </Badge>
  )
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`
const Star = styled.span`
  color: #b45309;
`
const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`

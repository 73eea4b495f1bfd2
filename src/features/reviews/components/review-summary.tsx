import styled from 'styled-components'
import { useT } from '@/i18n/use-t'
import type { Histogram } from '../api/reviews'
import { formatAverage, formatCount } from '../review-format'

/** The average, the count and the 5-to-1 histogram (when the store sent one). */
export function ReviewSummary({
  rating,
  histogram,
}: {
  rating: { average: number; count: number } | undefined
  histogram: Histogram | undefined
}) {
  const t = useT()
  const total = histogram ? Object.values(histogram).reduce((a, b) => a + b, 0) : 0
  return (
    <Summary>
      {rating && (
        <Average>
          <Big>{formatAverage(rating.average)}</Big>
          <span>
            {t('reviews.outOf')}
            <br />
            {t('reviews.ratingsCount', { count: formatCount(rating.count), n: rating.count })}
          </span>
        </Average>
      )}
      {histogram && total > 0 && (
        <Bars aria-label={t('reviews.histogram')}>
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <li key={stars}>
              <span>{t('reviews.stars', { n: stars })}</span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${Math.round((histogram[stars] / total) * 100)}%` }} />
              </Track>
              <span>{formatCount(histogram[stars])}</span>
            </li>
          ))}
        </Bars>
      )}
    </Summary>
  )
}

const Summary = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: auto minmax(0, 1fr);
    gap: 32px;
    align-items: center;
  }
`
const Average = styled.p`
  margin: 0;
  display: flex;
  gap: 12px;
  align-items: center;
`
const Big = styled.span`
  font-size: 2.4rem;
  font-weight: 700;
  line-height: 1;
`
const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  max-width: 420px;
  li {
    display: grid;
    grid-template-columns: 4.5em minmax(0, 1fr) 3.5em;
    gap: 8px;
    align-items: center;
    font-size: 0.9rem;
  }
  li > span:last-child {
    text-align: end;
  }
`
const Track = styled.span`
  height: 10px;
  border-radius: 5px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`
const Fill = styled.span`
  display: block;
  height: 100%;
  background: #b45309;
`

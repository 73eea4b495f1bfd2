import styled from 'styled-components'
import { formatPrice } from '@/i18n/format'
import { useT } from '@/i18n/use-t'

/** The discount as a whole percentage (₹600 instead of ₹800 → 25), or null when there is none worth showing. */
export function percentOff(price: number, originalPrice: number | undefined): number | null {
  if (originalPrice === undefined || !(originalPrice > 0) || !(price < originalPrice)) return null
  const pct = Math.round((1 - price / originalPrice) * 100)
  return pct >= 1 ? pct : null
}

/** A price in ₹; a higher original price is shown struck through, with the share off beside it. */
export function Price({ price, originalPrice }: { price: number; originalPrice?: number }) {
  const t = useT()
  const showOriginal = originalPrice !== undefined && price < originalPrice
  const pct = percentOff(price, originalPrice)
  return (
    <Wrap>
      <Now>{formatPrice(price)}</Now>
      {showOriginal && (
        <Was>
          <span className="visually-hidden">{t('price.original')}</span>
          {formatPrice(originalPrice)}
        </Was>
      )}
      {showOriginal && pct !== null && <Off>{t('price.off', { percent: pct })}</Off>}
    </Wrap>
  )
}

const Wrap = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: baseline;
  flex-wrap: wrap;
`
const Now = styled.span`
  font-weight: 700;
`
const Was = styled.s`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9em;
`
const Off = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-size: 0.9em;
  font-weight: 600;
`

import styled from 'styled-components'
import { formatPrice } from '@/lib/format'

/** Price in ₹ (en-IN) with the original price struck through when it is higher (spec §2). */
export function Price({ price, originalPrice }: { price: number; originalPrice?: number }) {
  const showOriginal = originalPrice !== undefined && price < originalPrice
  return (
    <Wrap>
      <Now>{formatPrice(price)}</Now>
      {showOriginal && (
        <Was>
          <span className="visually-hidden">Original price </span>
          {formatPrice(originalPrice)}
        </Was>
      )}
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

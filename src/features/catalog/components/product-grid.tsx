import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/use-t'
import { cardImageBox, TWO_UP_MAX_PX } from './card-image-box'

/** A responsive product grid: two columns on phones up to 480 px, as many 160 px ones as fit up to 768 px, then `$columns`. */
export const ProductGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${TWO_UP_MAX_PX + 1}px) {
    gap: 16px;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`

/** `count` skeleton cards with the card's real height (no layout shift when products arrive). */
export function ProductGridSkeleton({ count, columns }: { count: number; columns?: 2 | 3 | 4 }): ReactNode {
  const t = useT()
  return (
    <ProductGrid $columns={columns} aria-busy="true" aria-label={t('listing.loadingProducts')}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} data-testid="product-skeleton" />
      ))}
    </ProductGrid>
  )
}

export function SkeletonCard(props: { 'data-testid'?: string }): ReactNode {
  return (
    <li {...props}>
      <ImageSkeleton $h="auto" />
      <Skeleton $h="1.2em" style={{ marginTop: 12 }} />
      <Skeleton $h="1.2em" $w="40%" style={{ marginTop: 8 }} />
    </li>
  )
}

const ImageSkeleton = styled(Skeleton)`
  ${cardImageBox}
`

import styled from 'styled-components'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/use-t'

/** Loading placeholders for the product page, same layout as ProductView. */
export function ProductSkeleton() {
  const t = useT()
  return (
    <Layout aria-busy="true" aria-label={t('product.loading')} role="status">
      <Skeleton $h="min(90vw, 540px)" />
      <div>
        <Skeleton $h="2em" $w="80%" />
        <Skeleton $h="1.4em" $w="30%" style={{ marginTop: 16 }} />
        <Skeleton $h="5em" style={{ marginTop: 16 }} />
        <Skeleton $h="44px" $w="60%" style={{ marginTop: 16 }} />
      </div>
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 1fr 1fr;
    gap: 40px;
  }
`

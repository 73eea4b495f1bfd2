import type { ReactNode } from 'react'
import { useQuery } from '@/lib/use-query'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { featuredQueryOptions } from '../api/products'
import type { Product } from '../api/to-product'
import { ProductCard } from './product-card'
import { ProductGrid, ProductGridSkeleton } from './product-grid'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** Up to 4 cards; a failure is only logged and shows the empty message. */
export function FeaturedProducts({
  category,
  renderActions,
}: {
  category: string | undefined
  renderActions?: (p: Product) => ReactNode
}) {
  const t = useT()
  const api = useApi()
  const query = useQuery({ ...featuredQueryOptions(api, category ?? ''), enabled: category !== undefined })
  if (query.isError) console.warn('Featured products failed to load', query.error)
  const products = query.data?.products ?? []
  const loading = category === undefined || query.isPending
  return (
    <section aria-labelledby="featured-title">
      <Head>
        <h2 id="featured-title">{t('home.featuredProducts')}</h2>
        <Link to="/products">{t('home.viewAll')}</Link>
      </Head>
      {loading && !query.isError ? (
        <ProductGridSkeleton count={4} columns={4} />
      ) : products.length === 0 ? (
        <Empty>{t('home.noFeatured')}</Empty>
      ) : (
        <ProductGrid $columns={4}>
          {products.slice(0, 4).map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} priority={i === 0} columns={4} actions={renderActions?.(p)} />
            </li>
          ))}
        </ProductGrid>
      )}
    </section>
  )
}

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  a {
    padding: 10px 0;
    font-weight: 600;
  }
`
const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  padding: 24px 0;
`

import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { featuredQueryOptions } from '../api/products'
import type { Product } from '../api/to-product'
import { ProductCard } from './product-card'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

/**
 * Home's 'Featured Products': 4 skeletons while loading, up to 4 cards, and
 * 'No featured products available at the moment.' when empty or failed (a failure is logged only).
 */
export function FeaturedProducts({
  category,
  renderActions,
}: {
  category: string | undefined
  renderActions?: (p: Product) => ReactNode
}) {
  const query = useQuery({ ...featuredQueryOptions(category ?? ''), enabled: category !== undefined })
  if (query.isError) console.warn('Featured products failed to load', query.error)
  const products = query.data?.products ?? []
  const loading = category === undefined || query.isPending
  return (
    <section aria-labelledby="featured-title">
      <Head>
        <h2 id="featured-title">Featured Products</h2>
        <Link to="/products">View All</Link>
      </Head>
      {loading && !query.isError ? (
        <ProductGridSkeleton count={4} columns={4} />
      ) : products.length === 0 ? (
        <Empty>No featured products available at the moment.</Empty>
      ) : (
        <ProductGrid $columns={4}>
          {products.slice(0, 4).map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} priority={i === 0} actions={renderActions?.(p)} />
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

import { useMemo, type ReactNode } from 'react'
import { useStagedCount } from '@/lib/use-staged-count'
import type { Product } from '../api/to-product'
import { ProductCard } from './product-card'
import { ProductGrid, SkeletonCard } from './product-grid'

export interface ProductCardListProps {
  products: readonly Product[]
  columns?: 2 | 3 | 4
  /** The page of products has just replaced its skeleton: build its cards a few at a time. */
  staged: boolean
  /** Overlay actions for each card (cart, wishlist, quick view), composed outside the catalogue. */
  renderActions?: (p: Product) => ReactNode
}

/**
 * A page of product cards in a ProductGrid (`data-testid="product-list"`), the first at high
 * priority (the page's largest image). When `staged`, the cards are built 2 at a time, one task each
 * (useStagedCount), and a card not yet built keeps its place with a skeleton cell, so the page
 * below does not jump.
 */
export function ProductCardList({ products, columns, staged, renderActions }: ProductCardListProps) {
  const built = useStagedCount(products.length, staged)
  // Built once per page of products: each step then adds its cards and leaves the built ones alone
  // (the same elements are not rendered again), so a step costs only its own cards.
  const cards = useMemo(
    () =>
      products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i === 0} actions={renderActions?.(p)} />
        </li>
      )),
    [products, renderActions],
  )
  return (
    <ProductGrid $columns={columns} data-testid="product-list">
      {cards.map((card, i) => (i < built ? card : <SkeletonCard key={products[i]!.id} />))}
    </ProductGrid>
  )
}

import { useDeferredValue, type ReactNode } from 'react'
import type { Product } from '../api/to-product'
import { ProductCard } from './product-card'
import { ProductGrid, SkeletonCard } from './product-grid'

export interface ProductCardListProps {
  products: readonly Product[]
  columns?: 2 | 3 | 4
  /** The page of products has just replaced its skeleton: build its cards in a background render. */
  deferred: boolean
  /** Overlay actions for each card (cart, wishlist, quick view), composed outside the catalogue. */
  renderActions?: (p: Product) => ReactNode
}

/** Stands for "no card built yet" in the deferred render. */
const NOT_BUILT: readonly Product[] = []

/** When `deferred`, skeletons first and the cards in an interruptible background render (≈ 200 ms on a slow phone). */
export function ProductCardList({ products, columns, deferred, renderActions }: ProductCardListProps) {
  const shown = useDeferredValue(products, deferred ? NOT_BUILT : products)
  return (
    <ProductGrid $columns={columns} data-testid="product-list">
      {shown === NOT_BUILT
        ? products.map((p) => <SkeletonCard key={p.id} />)
        : shown.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} priority={i === 0} columns={columns} actions={renderActions?.(p)} />
            </li>
          ))}
    </ProductGrid>
  )
}

import { useDeferredValue, type ReactNode } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
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

/** Cards built in a page's first render in the browser: a phone's first screen, a wide screen's first row. */
export const FIRST_SCREEN_CARDS = 4

/**
 * When `deferred`, skeletons first and the cards in an interruptible background render (≈ 200 ms on a slow
 * phone); else, rendered in the browser, the first screen's cards at once and the rest in the background.
 * The server and hydration build every card.
 */
export function ProductCardList({ products, columns, deferred, renderActions }: ProductCardListProps) {
  const inBrowser = useHydrated()
  const first = deferred ? NOT_BUILT : inBrowser ? products.slice(0, FIRST_SCREEN_CARDS) : products
  const built = useDeferredValue(products, first)
  // A start of this list leaves skeletons for the rest; an older list still replacing itself shows whole.
  const rest = built.every((p, i) => p === products[i]) ? products.slice(built.length) : []
  return (
    <ProductGrid $columns={columns} data-testid="product-list">
      {built.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i === 0} columns={columns} actions={renderActions?.(p)} />
        </li>
      ))}
      {rest.map((p) => (
        <SkeletonCard key={p.id} />
      ))}
    </ProductGrid>
  )
}

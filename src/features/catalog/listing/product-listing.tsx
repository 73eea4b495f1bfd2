import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { isNetworkError } from '@/lib/api-error'
import { productListQueryOptions } from '../api/products'
import type { Product } from '../api/to-product'
import { ProductCard } from '../components/product-card'
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid'
import { GridToggle, ParentCategoryFilter } from './listing-controls'
import { distinctParentCategories, listingFilters, PAGE_SIZE, parentCategoryFilters, type ListingSearch } from './listing-query'
import { ListingEmpty, ListingError } from './listing-states'
import { categoryIntro, collectionTitle, listingHeading } from './listing-text'
import { pageCount } from './pagination-window'
import { Pagination } from './pagination'

export interface ProductListingProps {
  search: ListingSearch
  /** The store's category names, so headings keep their spelling ('TV & Video Accessories'). */
  knownCategories: string[]
  /** Overlay actions for each card (cart, wishlist, quick view), composed outside the catalogue. */
  renderActions?: (p: Product) => ReactNode
  /** Shown instead of the error view when the network is down and nothing is cached; gets a retry. */
  renderOffline?: (retry: () => void) => ReactNode
}

/**
 * /products with a category, parent category or featured filter (spec §2): heading, intro, collection
 * title, sub-category filter, 3/2 grid toggle, 12 skeletons, error / empty views and pagination.
 */
export function ProductListing({ search, knownCategories, renderActions, renderOffline }: ProductListingProps) {
  const navigate = useNavigate({ from: '/products' })
  const [columns, setColumns] = useState<2 | 3>(3)
  const category = search.category ?? ''
  const parentCategory = search.parentCategory ?? ''
  const filters = listingFilters(search)
  const page = filters.page ?? 1
  const list = useQuery(productListQueryOptions(filters))
  const parents = useQuery({ ...productListQueryOptions(parentCategoryFilters(category)), enabled: category !== '' })

  const onlyFeatured = search.featured && !category && !parentCategory
  const heading = onlyFeatured ? 'Featured Products' : listingHeading(category, parentCategory, knownCategories)
  const intro = onlyFeatured ? 'Our hand-picked favourites, chosen for quality and value.' : categoryIntro(category || parentCategory, heading)
  const products = list.data?.products ?? []
  const total = list.data?.total ?? 0

  const clearFilters = () =>
    void navigate({
      to: '/products',
      search: parentCategory || page > 1 ? { category: category || undefined, featured: search.featured || undefined } : {},
    })

  let content: ReactNode
  if (list.isPending) {
    content = <ProductGridSkeleton count={PAGE_SIZE} columns={columns} />
  } else if (list.isError && !list.data) {
    const retry = () => void list.refetch()
    content = isNetworkError(list.error) && renderOffline ? renderOffline(retry) : <ListingError onRetry={retry} retrying={list.isFetching} />
  } else if (products.length === 0) {
    content = (
      <ListingEmpty onClear={clearFilters}>
        {page > 1 && total > 0 && (
          <Button type="button" $variant="ghost" onClick={() => void navigate({ search: (prev) => ({ ...prev, page: undefined }) })}>
            Go to page 1
          </Button>
        )}
      </ListingEmpty>
    )
  } else {
    content = (
      <ProductGrid $columns={columns} data-testid="product-list">
        {products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} priority={i === 0} actions={renderActions?.(p)} />
          </li>
        ))}
      </ProductGrid>
    )
  }

  return (
    <>
      <Intro>
        <h1>{heading}</h1>
        <p>{intro}</p>
      </Intro>
      <Toolbar>
        <h2>{onlyFeatured ? 'All Products' : collectionTitle(parentCategory)}</h2>
        <Controls>
          {category && (
            <ParentCategoryFilter
              options={distinctParentCategories(parents.data?.products ?? [])}
              value={parentCategory}
              onChange={(value) => void navigate({ search: (prev) => ({ ...prev, parentCategory: value || undefined, page: undefined }) })}
            />
          )}
          <GridToggle columns={columns} onChange={setColumns} />
        </Controls>
      </Toolbar>
      {content}
      {products.length > 0 && <Pagination page={page} totalPages={pageCount(total, PAGE_SIZE)} total={total} pageSize={PAGE_SIZE} onPage={products.length} />}
    </>
  )
}

const Intro = styled.div`
  padding: 24px 0 8px;
  h1 { margin: 0 0 8px; font-size: 1.75rem; line-height: 1.2; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; max-width: 70ch; }
`
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 16px 0;
  h2 { margin: 0; font-size: 1.25rem; }
`
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`

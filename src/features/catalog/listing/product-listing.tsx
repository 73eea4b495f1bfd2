import { t as translate, type Translate } from '@/i18n/i18n'
import { useState, type ReactNode } from 'react'
import { useQuery } from '@/lib/use-query'
import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { isNetworkError } from '@/lib/api-error'
import { useCameFrom } from '@/lib/use-came-from'
import { usePageTitle } from '@/lib/page-title'
import { productListQueryOptions } from '../api/products'
import type { Product } from '../api/to-product'
import { ProductCardList } from '../components/product-card-list'
import { ProductGridSkeleton } from '../components/product-grid'
import { GridToggle } from './listing-controls'
import { listingRefinements } from './listing-extensions'
import { distinctParentCategories, PAGE_SIZE, parentCategoryFilters, type ListingSearch } from './listing-query'
import { ListingEmpty, ListingError } from './listing-states'
import { categoryIntro, collectionTitle, listingHeading } from './listing-text'
import { pageCount } from './pagination-window'
import { Pagination } from './pagination'
import { RefineBar } from './refine-bar'
import { ResultsSummary, SearchEmpty } from './search-states'
import { useListingResults, type ListingStore } from './use-listing-results'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

export interface ProductListingProps {
  search: ListingSearch
  /** The store's info as far as the listing needs it (categories keep their spelling: 'TV & Video Accessories'). */
  store: ListingStore
  network: 'online' | 'offline' | 'store-down'
  renderActions?: (p: Product) => ReactNode
  /** Shown instead of the error view when the network is down and nothing is cached; gets a retry. */
  renderOffline?: (retry: () => void) => ReactNode
}

/** `Results for "<text>"` for a search, else the category heading (see listingHeading). */
export function listingTitle(
  search: ListingSearch,
  knownCategories: readonly string[],
  hasProducts = false,
  t: Translate = translate,
): string {
  if (search.search) return t('listing.resultsFor', { text: search.search })
  if (search.featured && !search.category && !search.parentCategory) return t('listing.featured')
  return listingHeading(search.category ?? '', search.parentCategory ?? '', knownCategories, hasProducts, t)
}

/** /products with a search or a filter: heading, controls (as the store's capabilities allow), cards, pagination. */
export function ProductListing({ search, store, network, renderActions, renderOffline }: ProductListingProps) {
  const t = useT()
  const navigate = useNavigate({ from: '/products' })
  const [columns, setColumns] = useState<2 | 3>(3)
  const category = search.category ?? ''
  const parentCategory = search.parentCategory ?? ''
  const text = search.search ?? ''
  const page = search.page && search.page > 0 ? search.page : 1
  const results = useListingResults(search, store, network)
  const api = useApi()
  const parents = useQuery({
    ...productListQueryOptions(api, parentCategoryFilters(category)),
    enabled: category !== '',
  })

  const parentOptions = distinctParentCategories(parents.data?.products ?? [])
  const onlyFeatured = search.featured && !category && !parentCategory
  const products = results.data?.products ?? []
  const total = results.data?.total ?? 0
  // The store knows what it has products for: only then is text from the URL named on the page.
  const hasProducts = total > 0 || products.length > 0 || (parents.data?.products.length ?? 0) > 0
  const heading = listingTitle(search, store.categories, hasProducts, t)
  usePageTitle(heading)
  const refine = listingRefinements(search, store.capabilities)
  const refined = Boolean(parentCategory) || Object.keys(refine).length > 0
  // Only a page that has just replaced the skeleton is built in a background render.
  const replacedSkeleton = useCameFrom(results.status, 'pending')

  const clearFilters = () =>
    void navigate({
      to: '/products',
      search:
        refined || page > 1
          ? { category: category || undefined, featured: search.featured || undefined, search: text || undefined }
          : {},
    })
  // Any change of filter or order starts again from page 1.
  const refineTo = (change: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) })

  let content: ReactNode
  if (results.status === 'pending') {
    content = <ProductGridSkeleton count={PAGE_SIZE} columns={columns} />
  } else if (results.status === 'error') {
    content =
      isNetworkError(results.error) && renderOffline ? (
        renderOffline(results.refetch)
      ) : (
        <ListingError onRetry={results.refetch} retrying={results.fetching} />
      )
  } else if (products.length === 0 && text && total === 0) {
    content = (
      <SearchEmpty text={text} categories={store.categories}>
        {refined && (
          <Button type="button" $variant="secondary" onClick={clearFilters}>
            {t('listing.clearFilters')}
          </Button>
        )}
      </SearchEmpty>
    )
  } else if (products.length === 0) {
    content = (
      <ListingEmpty onClear={clearFilters}>
        {page > 1 && total > 0 && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => void navigate({ search: (prev) => ({ ...prev, page: undefined }) })}
          >
            {t('listing.goToFirstPage')}
          </Button>
        )}
      </ListingEmpty>
    )
  } else {
    content = (
      <ProductCardList
        products={products}
        columns={columns}
        deferred={replacedSkeleton}
        renderActions={renderActions}
      />
    )
  }

  return (
    <>
      <Intro>
        <h1>{heading}</h1>
        {text ? (
          <ResultsSummary total={results.status === 'success' ? total : undefined} device={results.device} />
        ) : (
          <p>{onlyFeatured ? t('listing.featuredIntro') : categoryIntro(category || parentCategory, heading, t)}</p>
        )}
      </Intro>
      <Toolbar>
        {!text && (
          <h2>
            {onlyFeatured ? t('listing.allProducts') : collectionTitle(products.length > 0 ? parentCategory : '', t)}
          </h2>
        )}
        <RefineBar
          search={search}
          capabilities={store.capabilities}
          parentOptions={parentOptions}
          onRefine={refineTo}
          onClear={refined ? clearFilters : undefined}
        >
          <GridToggle columns={columns} onChange={setColumns} />
        </RefineBar>
      </Toolbar>
      {content}
      {products.length > 0 && (
        <Pagination
          page={page}
          totalPages={pageCount(total, PAGE_SIZE)}
          total={total}
          pageSize={PAGE_SIZE}
          onPage={products.length}
        />
      )}
    </>
  )
}

// Tighter on phones, where the first screen must show two whole cards under the controls.
const Intro = styled.div`
  padding: 16px 0 4px;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 24px 0 8px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    max-width: 70ch;
  }
`
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 16px 0;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`

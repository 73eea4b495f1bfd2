import '@/i18n/route-messages'
import { useEffect, useMemo } from 'react'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { Container, PageTitle } from '@/components/ui/page'
import { usePageTitle } from '@/lib/page-title'
import { categoryTiles } from '@/features/catalog/category-tiles'
import { CategoryTileGrid, CategoryTileSkeleton } from '@/features/catalog/components/category-tile-grid'
import { isExploreView, type ListingSearch } from '@/features/catalog/listing/listing-query'
import { ProductListing } from '@/features/catalog/listing/product-listing'
import { addRecentSearch } from '@/features/catalog/search/recent-searches'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { useNetworkState } from '@/features/pwa/network-status'
import { OfflineFallback } from '@/widgets/offline-fallback'
import { renderCardActions } from '@/widgets/product-card-actions'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

const NONE: readonly string[] = []

/** /products: category tiles without a category, else the listing or a search's results (saved to recent searches). */
export function ProductsPage({ search }: { search: ListingSearch }) {
  const t = useT()
  const api = useApi()
  const store = useQuery(storeInfoQueryOptions(api))
  const network = useNetworkState()
  const categories = store.data?.categories ?? NONE
  const capabilities = store.data?.capabilities ?? NONE
  const ready = !store.isPending
  const listingStore = useMemo(() => ({ ready, capabilities, categories }), [ready, capabilities, categories])
  const explore = isExploreView(search)
  // The listing sets its own title once it knows whether the category is the store's.
  usePageTitle(explore ? t('listing.exploreCategories') : undefined)
  useEffect(() => {
    if (search.search) addRecentSearch(search.search)
  }, [search.search])
  if (explore) {
    return (
      <Container>
        <PageTitle>{t('listing.exploreCategories')}</PageTitle>
        {store.isPending ? (
          <CategoryTileSkeleton />
        ) : (
          <CategoryTileGrid tiles={categoryTiles(store.data?.categories ?? [], store.data?.categoryImages ?? {})} />
        )}
        <Spacer />
      </Container>
    )
  }
  return (
    <Container>
      <ProductListing
        search={search}
        store={listingStore}
        network={network}
        renderActions={renderCardActions}
        renderOffline={(retry) => <OfflineFallback onRetry={retry} failure={t('listing.failed')} />}
      />
      <Spacer />
    </Container>
  )
}

const Spacer = styled.div`
  height: 32px;
`

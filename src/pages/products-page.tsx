import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageTitle } from '@/lib/page-title'
import { categoryTiles } from '@/features/catalog/category-tiles'
import { CategoryTileGrid } from '@/features/catalog/components/category-tile-grid'
import { isExploreView, type ListingSearch } from '@/features/catalog/listing/listing-query'
import { listingTitle, ProductListing } from '@/features/catalog/listing/product-listing'
import { addRecentSearch } from '@/features/catalog/search/recent-searches'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { useNetworkState } from '@/features/pwa/network-status'
import { OfflineFallback } from '@/widgets/offline-fallback'
import { renderCardActions } from '@/widgets/product-card-actions'

const NONE: readonly string[] = []

/**
 * /products: 'Explore Categories' tiles without a category, else the listing (or a
 * search's results) with working card actions. The store's capabilities and the network state
 * decide where a search runs; a search shown here goes to the recent searches.
 */
export function ProductsPage({ search }: { search: ListingSearch }) {
  const store = useQuery(storeInfoQueryOptions())
  const network = useNetworkState()
  const categories = store.data?.categories ?? NONE
  const capabilities = store.data?.capabilities ?? NONE
  const ready = !store.isPending
  const listingStore = useMemo(() => ({ ready, capabilities, categories }), [ready, capabilities, categories])
  const explore = isExploreView(search)
  usePageTitle(explore ? 'Explore Categories' : listingTitle(search, categories))
  useEffect(() => {
    if (search.search) addRecentSearch(search.search)
  }, [search.search])
  if (explore) {
    return (
      <Container>
        <Title>Explore Categories</Title>
        {store.isPending ? (
          <Tiles aria-busy="true" aria-label="Loading categories">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="var(--tile-h)" />
            ))}
          </Tiles>
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
        renderOffline={(retry) => (
          <OfflineFallback onRetry={retry} failure="Failed to load products. Please try again." />
        )}
      />
      <Spacer />
    </Container>
  )
}

const Title = styled.h1`
  margin: 24px 0 16px;
  font-size: 1.75rem;
`
// Placeholders shaped like CategoryTileGrid: one row of 3 compact tiles on phones, large tiles from 600 px.
const Tiles = styled.div`
  --tile-h: 170px;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (min-width: 600px) {
    --tile-h: 260px;
    gap: 16px;
  }
`
const Spacer = styled.div`
  height: 32px;
`

import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { categoryTiles } from '@/features/catalog/category-tiles'
import { CategoryTileGrid } from '@/features/catalog/components/category-tile-grid'
import { isExploreView, type ListingSearch } from '@/features/catalog/listing/listing-query'
import { ProductListing } from '@/features/catalog/listing/product-listing'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { OfflineFallback } from '@/app/offline-fallback'
import { renderCardActions } from './product-card-actions'

/** /products (spec §2): 'Explore Categories' tiles without a category, else the listing with working card actions. */
export function ProductsPage({ search }: { search: ListingSearch }) {
  const store = useQuery(storeInfoQueryOptions())
  const categories = store.data?.categories ?? []
  if (isExploreView(search)) {
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
          <CategoryTileGrid tiles={categoryTiles(categories, store.data?.categoryImages ?? {})} />
        )}
        <Spacer />
      </Container>
    )
  }
  return (
    <Container>
      <ProductListing search={search} knownCategories={categories} renderActions={renderCardActions} renderOffline={(retry) => <OfflineFallback onRetry={retry} failure="Failed to load products. Please try again." />} />
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
  @media (min-width: 600px) { --tile-h: 260px; gap: 16px; }
`
const Spacer = styled.div`
  height: 32px;
`

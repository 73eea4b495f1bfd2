import { lazyOptional } from '@/lib/lazy-optional'
import { useQuery } from '@/lib/use-query'
import { Container, Section } from '@/components/ui/page'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { categoryTiles, DEFAULT_CATEGORIES } from '@/features/catalog/category-tiles'
import { CategoryTileGrid, CategoryTileSkeleton } from '@/features/catalog/components/category-tile-grid'
import { FeaturedProducts } from '@/features/catalog/components/featured-products'
import { renderCardActions } from '@/widgets/product-card-actions'
import { Hero } from '@/features/marketing/hero'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

// Below the fold on every screen: loaded after the first page, off the first-load JS.
const RecentlyViewedSection = lazyOptional(
  () => import('./home-below-fold'),
  (m) => m.RecentlyViewedSection,
)
const HomeMarketing = lazyOptional(
  () => import('./home-below-fold'),
  (m) => m.HomeMarketing,
)

export function HomePage() {
  const t = useT()
  const api = useApi()
  const store = useQuery(storeInfoQueryOptions(api))
  const categories = store.data?.categories ?? []
  // Featured waits for store info's first category; on failure the built-in default is used.
  const firstCategory = store.data
    ? (categories[0] ?? DEFAULT_CATEGORIES[0])
    : store.isError
      ? DEFAULT_CATEGORIES[0]
      : undefined
  return (
    <>
      <Hero />
      <Container>
        <Section aria-labelledby="categories-title">
          <h2 id="categories-title">{t('home.browseCategories')}</h2>
          {/* Placeholders while loading, not built-in tiles another store would not have. */}
          {store.isPending ? (
            <CategoryTileSkeleton />
          ) : (
            <CategoryTileGrid tiles={categoryTiles(categories, store.data?.categoryImages ?? {})} />
          )}
        </Section>
        <FeaturedProducts category={firstCategory} renderActions={renderCardActions} />
        <RecentlyViewedSection />
      </Container>
      <HomeMarketing />
    </>
  )
}

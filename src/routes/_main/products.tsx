import { createFileRoute } from '@tanstack/react-router'
import { productListQueryOptions } from '@/features/catalog/api/products'
import {
  isExploreView,
  listingFilters,
  needsCapabilities,
  parentCategoryFilters,
} from '@/features/catalog/listing/listing-query'
import { ListingSearchSchema } from '@/features/catalog/listing/listing-search'
import { ProductsPage } from '@/pages/products-page'

/** /products: thin — validates search (bad values read as defaults), starts the page's requests without blocking, renders ProductsPage. */
export const Route = createFileRoute('/_main/products')({
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its own skeletons, error and offline states.
  loader: ({ context: { queryClient }, deps }) => {
    if (isExploreView(deps)) return
    if (deps.category) void queryClient.prefetchQuery(productListQueryOptions(parentCategoryFilters(deps.category)))
    // Search, sort and price go to the store only if it lists them: the page works that out (its own chunk).
    if (!needsCapabilities(deps)) void queryClient.prefetchQuery(productListQueryOptions(listingFilters(deps)))
  },
  component: ProductsRoute,
})

function ProductsRoute() {
  return <ProductsPage search={Route.useSearch()} />
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { productListQueryOptions } from '@/features/catalog/api/products'
import {
  isExploreView,
  listingFilters,
  needsCapabilities,
  parentCategoryFilters,
} from '@/features/catalog/listing/listing-query'
import { ListingSearchSchema } from '@/features/catalog/listing/listing-search'
import { isUnknownCategory } from '@/features/catalog/listing/unknown-category'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { onServer } from '@/lib/on-server'
import { ProductsPage } from '@/pages/products-page'

/** /products: bad search values read as defaults; on the server an unknown category is sent as 404. */
export const Route = createFileRoute('/_main/products')({
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its own loading, error and offline states.
  loader: ({ context: { queryClient, api }, deps }) => {
    if (isExploreView(deps)) return
    const loading: Promise<unknown>[] = []
    if (deps.category)
      loading.push(queryClient.prefetchQuery(productListQueryOptions(api, parentCategoryFilters(deps.category))))
    // Search, sort and price go to the store only if it lists them; the page works that out.
    if (!needsCapabilities(deps))
      loading.push(queryClient.prefetchQuery(productListQueryOptions(api, listingFilters(deps))))
    if (!onServer || !deps.category) return
    const store = storeInfoQueryOptions(api)
    return Promise.all([...loading, queryClient.prefetchQuery(store)]).then(() => {
      if (isUnknownCategory(queryClient, deps, queryClient.getQueryData(store.queryKey)?.categories)) throw notFound()
    })
  },
  component: ProductsRoute,
  notFoundComponent: ProductsRoute,
})

function ProductsRoute() {
  return <ProductsPage search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { productListQueryOptions } from '@/features/catalog/api/products'
import { isExploreView, listingFilters, parentCategoryFilters } from '@/features/catalog/listing/listing-query'
import { ProductsPage } from '@/app/compose/products-page'

// Bad values read as their defaults: page=abc, -3 or 1.5 → page 1 (issue 3 "Bad input").
const text = v.optional(v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform((x) => String(x).slice(0, 200))), ''))
const SearchSchema = v.object({
  category: text,
  parentCategory: text,
  featured: v.optional(v.fallback(v.boolean(), false)),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
})

/** /products (spec §2): thin — validates search, starts the page's requests without blocking, renders ProductsPage. */
export const Route = createFileRoute('/_main/products')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its own skeletons, error and offline states.
  loader: ({ context: { queryClient }, deps }) => {
    if (isExploreView(deps)) return
    void queryClient.prefetchQuery(productListQueryOptions(listingFilters(deps)))
    if (deps.category) void queryClient.prefetchQuery(productListQueryOptions(parentCategoryFilters(deps.category)))
  },
  component: ProductsRoute,
})

function ProductsRoute() {
  return <ProductsPage search={Route.useSearch()} />
}

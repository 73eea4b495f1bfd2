import { createFileRoute } from '@tanstack/react-router'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { featuredQueryOptions } from '@/features/catalog/api/products'
import { DEFAULT_CATEGORIES } from '@/features/catalog/category-tiles'
import { HomePage } from '@/pages/home-page'

export const Route = createFileRoute('/_main/')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.ensureQueryData(storeInfoQueryOptions(api)).then(
      (store) => queryClient.prefetchQuery(featuredQueryOptions(api, store.categories[0] ?? DEFAULT_CATEGORIES[0]!)),
      () => undefined,
    )
  },
  component: HomePage,
})

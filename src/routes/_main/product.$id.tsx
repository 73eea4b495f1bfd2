import { createFileRoute, notFound } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/catalog/api/products'
import { isHttpStatus } from '@/lib/api-error'
import { onServer } from '@/lib/on-server'
import { ProductNotFoundPage, ProductPage } from '@/pages/product-page'

/** /product/{id}: never blocks, except on the server, where an unknown product is sent as 404. */
export const Route = createFileRoute('/_main/product/$id')({
  loader: ({ context: { queryClient, api }, params }) => {
    const options = productQueryOptions(api, params.id)
    const loading = queryClient.prefetchQuery(options)
    if (!onServer) return
    return loading.then(() => {
      if (isHttpStatus(queryClient.getQueryState(options.queryKey)?.error, 404)) throw notFound()
    })
  },
  component: ProductRoute,
  notFoundComponent: ProductNotFoundPage,
})

function ProductRoute() {
  const { id } = Route.useParams()
  return <ProductPage id={id} />
}

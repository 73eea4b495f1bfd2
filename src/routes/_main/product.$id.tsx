import { createFileRoute } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/catalog/api/products'
import { ProductPage } from '@/pages/product-page'

/** /product/{id}: starts loading at once (and on link hover) without blocking; the page handles every state. */
export const Route = createFileRoute('/_main/product/$id')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(productQueryOptions(params.id))
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  return <ProductPage id={id} />
}

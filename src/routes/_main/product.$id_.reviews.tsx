import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { REVIEW_SORTS } from '@/domain/review'
import { ProductReviewsPage } from '@/pages/product-reviews-page'

/** /product/{id}/reviews?order=&page= (the `reviews` extension); bad values read as the defaults. */
export const Route = createFileRoute('/_main/product/$id_/reviews')({
  validateSearch: v.object({
    order: v.optional(v.fallback(v.picklist(REVIEW_SORTS), 'recent'), 'recent'),
    page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1), 1),
  }),
  component: ReviewsRoute,
})

function ReviewsRoute() {
  const { id } = Route.useParams()
  const { order, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProductReviewsPage
      id={id}
      sort={order}
      page={page}
      onChange={(next) => void navigate({ search: { order: next.sort, page: next.page } })}
    />
  )
}

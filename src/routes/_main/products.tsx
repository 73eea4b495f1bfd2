import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

const SearchSchema = v.object({
  category: v.optional(v.fallback(v.string(), '')),
  parentCategory: v.optional(v.fallback(v.string(), '')),
  featured: v.optional(v.fallback(v.boolean(), false)),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
})

export const Route = createFileRoute('/_main/products')({
  validateSearch: SearchSchema,
  component: () => <p>Products listing — coming with the catalogue issue.</p>,
})

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TextParamSchema } from '@/lib/search-params'
import { TrackOrderPage } from '@/pages/track-order-page'

export const Route = createFileRoute('/_main/track-order')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.pipe(TextParamSchema, v.maxLength(200)), '')) }),
  component: TrackOrderPage,
})

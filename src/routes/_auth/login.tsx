import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.fallback(v.string(), '')) }),
  component: () => <p>TODO login</p>,
})

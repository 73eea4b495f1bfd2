import { createFileRoute, redirect } from '@tanstack/react-router'
import { isPolicySlug } from '@/features/store-info/policies/policy-slugs'
import { PolicyPage } from '@/features/store-info/policies/policy-page'

/** /{policyType}: the six policy slugs; anything else goes to /404. */
export const Route = createFileRoute('/_main/$policyType')({
  beforeLoad: ({ params }) => {
    if (!isPolicySlug(params.policyType)) throw redirect({ to: '/404', replace: true })
  },
  component: PolicyRoute,
})

function PolicyRoute() {
  const { policyType } = Route.useParams()
  return isPolicySlug(policyType) ? <PolicyPage slug={policyType} /> : null
}

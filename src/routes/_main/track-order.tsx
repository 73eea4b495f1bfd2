import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Container } from '@/components/ui/page'
import { accountQueryOptions } from '@/features/auth/api/account'
import { useIsSignedIn } from '@/features/auth/session'
import { TrackOrderForm } from '@/features/orders/components/track-order-form'

/** /track-order (spec §2): no sign-in needed; `?id=` prefills the order number, the signed-in e-mail the contact. */
export const Route = createFileRoute('/_main/track-order')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), '')) }),
  component: TrackOrderPage,
})

function TrackOrderPage() {
  const { id } = Route.useSearch()
  const signedIn = useIsSignedIn()
  const account = useQuery({ ...accountQueryOptions(), enabled: signedIn })
  return (
    <Container>
      <TrackOrderForm initialOrderId={id ?? ''} defaultContact={signedIn ? (account.data?.email ?? '') : ''} />
    </Container>
  )
}

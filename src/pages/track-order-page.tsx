import '@/i18n/route-messages'
import { getRouteApi } from '@tanstack/react-router'
import { useQuery } from '@/lib/use-query'
import { Container } from '@/components/ui/page'
import { accountQueryOptions } from '@/features/auth/api/account'
import { useIsSignedIn } from '@/features/auth/session'
import { TrackOrderForm } from '@/features/orders/components/track-order-form'
import { useApi } from '@/lib/api-context'

const route = getRouteApi('/_main/track-order')

/** Order tracking, no sign-in needed; `?id=` prefills the order number, a signed-in shopper's e-mail the contact. */
export function TrackOrderPage() {
  const { id } = route.useSearch()
  const signedIn = useIsSignedIn()
  const api = useApi()
  const account = useQuery({ ...accountQueryOptions(api), enabled: signedIn })
  return (
    <Container>
      <TrackOrderForm initialOrderId={id ?? ''} defaultContact={signedIn ? (account.data?.email ?? '') : ''} />
    </Container>
  )
}

import '@/i18n/route-messages'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { Container } from '@/components/ui/page'
import { accountQueryOptions } from '@/features/auth/api/account'
import { AccountView } from '@/features/auth/components/account-view'
import { AddressBook } from '@/features/orders/addresses/address-book'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { SIGN_OUT_MUTATION_KEY, useSignOut } from '@/pages/use-sign-out'
import { useApi } from '@/lib/api-context'

/**
 * The account page: the profile; a failed load gives the 'Failed to load account information'
 * toast and a usable page. Sign Out leaves for home first (so the guard does not bounce to
 * /login), ends the session in every tab and on the server when the store lists `logout`, and
 * wipes the device even when the server could not end it ('Failed to log out properly.').
 * A store with `addresses` adds "Saved addresses".
 */
export function AccountPage() {
  const api = useApi()
  const account = useQuery(accountQueryOptions(api))
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const signOut = useSignOut()
  const queryClient = useQueryClient()
  const onSignOut = () => {
    // A second click before the button shows 'Signing out…' is ignored.
    if (queryClient.isMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0) return
    signOut.mutate()
  }

  return (
    <Container>
      <AccountView
        account={account.data}
        loading={account.isPending}
        signingOut={signOut.isPending}
        onSignOut={onSignOut}
      />
      {storeSupports(store, 'addresses') && !signOut.isPending && <AddressBook />}
    </Container>
  )
}

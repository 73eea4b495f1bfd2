import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Container } from '@/components/ui/page'
import { accountQueryOptions } from '@/features/auth/api/account'
import { LOGOUT_FAILED } from '@/features/auth/api/logout'
import { AccountView } from '@/features/auth/components/account-view'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { notify } from '@/lib/toast'
import { signOut } from '@/app/session-wiring'

/**
 * The account page: the profile; a failed load gives the 'Failed to load account information'
 * toast and a usable page. Sign Out leaves for home first (so the guard does not bounce to
 * /login), ends the session in every tab and on the server when the store lists `logout`, and
 * wipes the device even when the server could not end it ('Failed to log out properly.').
 */
export function AccountPage() {
  const account = useQuery(accountQueryOptions())
  const { data: store } = useQuery(storeInfoQueryOptions())
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)

  const onSignOut = async () => {
    setSigningOut(true)
    // Leave the guarded page first, so the guard does not send the shopper to /login.
    await navigate({ to: '/' })
    try {
      await signOut({ serverLogout: storeSupports(store, 'logout') })
      notify({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' })
    } catch {
      notify({ title: 'Error', description: LOGOUT_FAILED, variant: 'destructive' })
    }
  }

  return (
    <Container>
      <AccountView
        account={account.data}
        loading={account.isPending}
        signingOut={signingOut}
        onSignOut={() => void onSignOut()}
      />
    </Container>
  )
}

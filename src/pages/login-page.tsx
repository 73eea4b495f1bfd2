import '@/i18n/route-messages'
import { useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/components/login-form'
import { PhoneSignIn } from '@/features/auth/otp/phone-sign-in'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { safeReturnPath } from '@/lib/safe-return-path'
import { useQuery } from '@/lib/use-query'

const route = getRouteApi('/_auth/login')

/**
 * Sign-in; then back to the URL's `redirect` if it is a path on this site, else home. A store that
 * lists `otp` gets the mobile number first, the e-mail form one tap away; any other (or one not yet
 * known) the e-mail form, which stays once the shopper has typed in it.
 */
export function LoginPage() {
  const { redirect: target } = route.useSearch()
  const navigate = useNavigate()
  const { data: store } = useQuery(storeInfoQueryOptions())
  const [choice, setChoice] = useState<'phone' | 'email'>()
  const otp = storeSupports(store, 'otp')
  const onSignedIn = () => void navigate({ href: safeReturnPath(target), replace: true })
  if (otp && choice !== 'email') return <PhoneSignIn onSignedIn={onSignedIn} onUseEmail={() => setChoice('email')} />
  return (
    <div onInput={() => setChoice((c) => c ?? 'email')}>
      <LoginForm onSignedIn={onSignedIn} onUsePhone={otp ? () => setChoice('phone') : undefined} />
    </div>
  )
}

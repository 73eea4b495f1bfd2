import '@/i18n/route-messages'
import { useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/components/login-form'
import { PhoneSignIn } from '@/features/auth/otp/phone-sign-in'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { safeReturnPath } from '@/lib/safe-return-path'
import { useQuery } from '@/lib/use-query'
import { useOnline } from '@/lib/use-online'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

const route = getRouteApi('/_auth/login')

/**
 * Sign-in; then back to the URL's `redirect` if it is a path on this site, else home. A store that
 * lists `otp` gets the mobile number first, the e-mail form one tap away; any other the e-mail form.
 * Until the store's info is known (or cannot be fetched), a placeholder: no form shows, then swaps.
 */
export function LoginPage() {
  const { redirect: target } = route.useSearch()
  const navigate = useNavigate()
  const t = useT()
  const api = useApi()
  const storeInfo = useQuery(storeInfoQueryOptions(api))
  const store = storeInfo.data
  const [choice, setChoice] = useState<'phone' | 'email'>()
  // Offline the store's info may never come: the e-mail form then says sign-in needs the network.
  const online = useOnline()
  if (storeInfo.isPending && online)
    return (
      <section aria-labelledby="login-title" aria-busy="true">
        <h1 id="login-title">{t('auth.signIn')}</h1>
        <Skeleton $h="240px" />
      </section>
    )
  const otp = storeSupports(store, 'otp')
  const onSignedIn = () => void navigate({ href: safeReturnPath(target), replace: true })
  if (otp && choice !== 'email') return <PhoneSignIn onSignedIn={onSignedIn} onUseEmail={() => setChoice('email')} />
  return (
    <div onInput={() => setChoice((c) => c ?? 'email')}>
      <LoginForm onSignedIn={onSignedIn} onUsePhone={otp ? () => setChoice('phone') : undefined} />
    </div>
  )
}

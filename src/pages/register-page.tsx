import '@/i18n/route-messages'
import { useNavigate } from '@tanstack/react-router'
import { RegisterForm } from '@/features/auth/components/register-form'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { useQuery } from '@/lib/use-query'
import { useApi } from '@/lib/api-context'

/** Registration; a new account is signed in and goes home. A store with `otp` also links to the sign-in by mobile number. */
export function RegisterPage() {
  const navigate = useNavigate()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  return <RegisterForm onRegistered={() => void navigate({ to: '/' })} phoneSignIn={storeSupports(store, 'otp')} />
}

import '@/i18n/route-messages'
import { useNavigate } from '@tanstack/react-router'
import { RegisterForm } from '@/features/auth/components/register-form'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { useQuery } from '@/lib/use-query'

/** Registration; a new account is signed in and goes home. A store with `otp` also links to the sign-in by mobile number. */
export function RegisterPage() {
  const navigate = useNavigate()
  const { data: store } = useQuery(storeInfoQueryOptions())
  return <RegisterForm onRegistered={() => void navigate({ to: '/' })} phoneSignIn={storeSupports(store, 'otp')} />
}

import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/components/login-form'
import { safeReturnPath } from '@/lib/safe-return-path'

const route = getRouteApi('/_auth/login')

/** Sign-in; then back to the URL's `redirect` if it is a path on this site, else home. */
export function LoginPage() {
  const { redirect: target } = route.useSearch()
  const navigate = useNavigate()
  return <LoginForm onSignedIn={() => void navigate({ href: safeReturnPath(target), replace: true })} />
}

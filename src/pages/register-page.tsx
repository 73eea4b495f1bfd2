import { useNavigate } from '@tanstack/react-router'
import { RegisterForm } from '@/features/auth/components/register-form'

/** Registration; a new account is signed in and goes home. */
export function RegisterPage() {
  const navigate = useNavigate()
  return <RegisterForm onRegistered={() => void navigate({ to: '/' })} />
}

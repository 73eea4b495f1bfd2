import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { RegisterForm } from '@/features/auth/components/register-form'

/** /register (spec §2); after registration the shopper goes to / (spec §4). */
export const Route = createFileRoute('/_auth/register')({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/', replace: true })
  },
  component: RegisterPage,
})

function RegisterPage() {
  const navigate = useNavigate()
  return <RegisterForm onRegistered={() => void navigate({ to: '/' })} />
}

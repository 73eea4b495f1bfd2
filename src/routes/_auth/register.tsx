import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '@/pages/register-page'

export const Route = createFileRoute('/_auth/register')({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/', replace: true })
  },
  component: RegisterPage,
})

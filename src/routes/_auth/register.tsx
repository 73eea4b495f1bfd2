import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '@/pages/register-page'

/** /register (spec §2); after registration the shopper goes to / (spec §4). */
export const Route = createFileRoute('/_auth/register')({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/', replace: true })
  },
  component: RegisterPage,
})

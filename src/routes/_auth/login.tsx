import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/pages/login-page'

/** /login: `redirect` is where to go back to — only a same-origin path is honoured. */
export const Route = createFileRoute('/_auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.fallback(v.string(), '')) }),
  // Signed-in shoppers have nothing to do here.
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/', replace: true })
  },
  component: LoginPage,
})

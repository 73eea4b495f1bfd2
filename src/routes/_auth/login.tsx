import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeReturnPath } from '@/lib/safe-return-path'
import { LoginPage } from '@/pages/login-page'

/** /login: `redirect` is where to go back to; only a same-origin path is honoured. */
export const Route = createFileRoute('/_auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.fallback(v.string(), '')) }),
  // Also runs when the shopper signs in, here or in another tab.
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated()) throw redirect({ href: safeReturnPath(search.redirect), replace: true })
  },
  component: LoginPage,
})

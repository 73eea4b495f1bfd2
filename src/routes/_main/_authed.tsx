import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useIsSignedIn } from '@/features/auth/session'
import { NotFoundPage } from '@/pages/not-found-page'

/**
 * Guard: /account, /checkout, /orders and /payment need a signed-in shopper. A guest goes to
 * /login with the page remembered (path, search and hash). The session is read synchronously from
 * storage, so there is no loading phase to show. This is the only guard: when the token changes
 * while a page is open (sign-out in another tab, a 401), the app re-runs it (router.invalidate in
 * app/session-wiring.ts).
 */
export const Route = createFileRoute('/_main/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: AuthedLayout,
  notFoundComponent: NotFoundPage,
})

/** Shows nothing private between the token going and the guard's move to /login. */
function AuthedLayout() {
  return useIsSignedIn() ? <Outlet /> : null
}

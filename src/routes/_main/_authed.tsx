import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useIsSignedIn } from '@/features/auth/session'
import { NotFoundPage } from '@/pages/not-found-page'

/** Guard for every signed-in page: a guest goes to /login; re-run when the token changes (app/session-wiring.ts). */
export const Route = createFileRoute('/_main/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: AuthedLayout,
  notFoundComponent: NotFoundPage,
})

/** Shows nothing private between the token going and the move to /login. */
function AuthedLayout() {
  return useIsSignedIn() ? <Outlet /> : null
}

import { useEffect } from 'react'
import { createFileRoute, Outlet, redirect, useNavigate, useRouterState } from '@tanstack/react-router'
import { useIsSignedIn } from '@/features/auth/session'

/**
 * Guard: /account, /checkout, /orders and /payment need a signed-in shopper. A guest
 * goes to /login with the page remembered. The session is read synchronously from storage, so
 * there is no loading phase to show; if the token disappears while a page is open (sign-out in
 * another tab, a 401), nothing private stays on screen.
 */
export const Route = createFileRoute('/_main/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    // While the router moves to /login this layout is still mounted and `href` already points
    // there: only a guarded page may be remembered, or the redirects would chase each other.
    if (!signedIn && !/^\/(login|register)\b/.test(href))
      void navigate({ to: '/login', search: { redirect: href }, replace: true })
  }, [signedIn, navigate, href])
  return signedIn ? <Outlet /> : null
}

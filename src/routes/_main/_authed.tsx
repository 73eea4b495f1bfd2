import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Guard of spec §2/§6: /account, /checkout, /orders, /payment need a signed-in shopper. */
export const Route = createFileRoute('/_main/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: Outlet,
})

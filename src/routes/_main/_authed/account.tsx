import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '@/pages/account-page'

/**
 * /account: the profile; a failed load gives the 'Failed to load account information' toast and a
 * usable page. Sign Out ends the session in every tab, and on the server when the store lists the
 * `logout` capability; if the server could not end it, 'Failed to log out properly.' is shown
 * and the device is wiped all the same.
 */
export const Route = createFileRoute('/_main/_authed/account')({
  loader: ({ context }) => {
    // Never blocks: the page renders with placeholders and the toast covers failures.
    // Imported here rather than at the top: a loader stays in the first-load chunk, which must stay small.
    void import('@/features/auth/api/account').then(({ accountQueryOptions }) =>
      context.queryClient.prefetchQuery(accountQueryOptions()),
    )
  },
  component: AccountPage,
})

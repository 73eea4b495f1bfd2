import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '@/pages/account-page'

export const Route = createFileRoute('/_main/_authed/account')({
  loader: ({ context }) => {
    // Imported here, not at the top: a loader stays in the first-load chunk, which must stay small.
    void import('@/features/auth/api/account').then(({ accountQueryOptions }) =>
      context.queryClient.prefetchQuery(accountQueryOptions(context.api)),
    )
  },
  component: AccountPage,
})

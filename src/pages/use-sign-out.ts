import { useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery } from '@tanstack/react-query'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { notify } from '@/lib/toast'
import { useSignOutAction } from '@/features/auth/sign-out-action'

/**
 * The message shown when the store could not end the session (the device is wiped anyway). Kept
 * here, not beside POST /users/logout, so that request's module loads only on a sign-out.
 */
export const LOGOUT_FAILED = 'Failed to log out properly.'

/** Mutation key of a sign-out in progress. */
export const SIGN_OUT_MUTATION_KEY = ['auth', 'sign-out'] as const

/**
 * Sign Out from a signed-in page: goes home first (so the sign-in guard does not bounce the
 * shopper to /login), then signs out everywhere (the app's signOut, from SignOutContext: every tab forgets the session, this
 * device is wiped whatever the store answers, and POST /users/logout ends it on the store when the
 * store lists `logout`). Pending from the click until the store has answered. Says 'Logged out',
 * or 'Failed to log out properly.' when the store could not end the session; these toasts are the
 * mutation's own callbacks, so they show after the page that started it has gone.
 */
export function useSignOut() {
  const navigate = useNavigate()
  const signOut = useSignOutAction()
  const { data: store } = useQuery(storeInfoQueryOptions())
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await navigate({ to: '/' })
      await signOut({ serverLogout: storeSupports(store, 'logout') })
    },
    onSuccess: () =>
      notify({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' }),
    onError: () => notify({ title: 'Error', description: LOGOUT_FAILED, variant: 'destructive' }),
  })
}

import { messageGetters, t } from '@/i18n/i18n'
import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { notify } from '@/lib/toast'
import { OUTBOX_MESSAGES } from '@/features/orders/outbox/outbox-messages'
import { useSignOutAction } from '@/features/auth/sign-out-action'
import { useApi } from '@/lib/api-context'

/** Shown when the store could not end the session (the device is wiped anyway); here so the logout module loads only on use. */
export const SIGN_OUT_MESSAGES = messageGetters({ failed: 'auth.logoutFailed' })

/** Mutation key of a sign-out in progress. */
export const SIGN_OUT_MUTATION_KEY = ['auth', 'sign-out'] as const

/** The outbox's code, which a sign-out asks whether an order still waits on this device. */
const loadOutbox = () => import('@/features/orders/outbox/use-outbox')

/** The shopper's account e-mail when read: their waiting orders of an earlier session are theirs too. */
const accountEmail = (queryClient: QueryClient): Promise<string | undefined> =>
  import('@/features/auth/api/account').then(
    ({ accountKeys }) => queryClient.getQueryData<{ email?: string }>(accountKeys.all)?.email,
    () => undefined,
  )

/**
 * Sign Out from a signed-in page: home first (so the guard does not bounce to /login), then the app's
 * signOut (every tab forgets the session, the device is wiped, the store told where it lists `logout`).
 * Says 'Logged out' or 'Failed to log out properly.', also after the page that started it has gone.
 */
export function useSignOut() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { signOut, prepare } = useSignOutAction()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  // The code a sign-out runs loads with the page that offers Sign Out, not at the click: the network
  // may be gone by then, and without it a waiting order could not be asked about nor the device wiped.
  useEffect(() => void prepare(), [prepare])
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      // Offline outbox: an order of this shopper still waiting on this device is discarded only on
      // their word (another shopper's stays with its owner).
      const { hasWaitingOrders } = await loadOutbox().catch(() => ({
        hasWaitingOrders: async () => false,
      }))
      if ((await hasWaitingOrders(await accountEmail(queryClient))) && !window.confirm(OUTBOX_MESSAGES.signOutConfirm))
        return 'kept' as const
      await navigate({ to: '/' })
      // Store info not loaded yet: the store's side is queued until it is (see signOut).
      await signOut({ serverLogout: store ? storeSupports(store, 'logout') : undefined })
    },
    onSuccess: (result) =>
      result !== 'kept' &&
      notify({ title: t('auth.loggedOut'), description: t('auth.loggedOutText'), variant: 'success' }),
    onError: () => notify({ title: t('common.error'), description: SIGN_OUT_MESSAGES.failed, variant: 'destructive' }),
  })
}

import { useSyncExternalStore } from 'react'
import { announceSignOut, getToken, setToken, subscribeToken } from '@/lib/auth-token'

/** The router context's view of the session: a stored token counts as signed in. */
export interface AuthState {
  isAuthenticated: () => boolean
}

/** The session as the router sees it; reads the token at call time so guards are never stale. */
export const authState: AuthState = {
  isAuthenticated: () => getToken() !== null,
}

/** True while a token is stored; re-renders on sign-in/out in this or another tab. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  )
}

/**
 * The root of every query key that holds the signed-in shopper's data (account, orders).
 * Sign-out, a 401 and any change of token remove everything under it in one call.
 */
export { USER_QUERY_ROOT } from '@/domain/query-keys'

/** Starts the session with a token from POST /users/authorize: a successful sign-in stores the token. */
export const startSession = (token: string): void => setToken(token)

/**
 * Ends the session on this device: removes the token and tells every other open tab, which then
 * wipe the shopper's data too. The app layer's signOut also wipes this tab's data and ends the
 * session on the server.
 */
export function endSession(): void {
  setToken(null)
  announceSignOut()
}

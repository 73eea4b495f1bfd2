import { useSyncExternalStore } from 'react'
import { getToken, setToken, subscribeToken } from '@/lib/auth-token'

/** The router context's view of the session (spec §4 "Session"): a stored token counts as signed in. */
export interface AuthState {
  isAuthenticated: () => boolean
}

/** The session as the router sees it; reads the token at call time so guards are never stale. */
export const authState: AuthState = {
  isAuthenticated: () => getToken() !== null,
}

/** True while a token is stored; re-renders on sign-in/out in this or another tab. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToken, () => getToken() !== null, () => false)
}

/**
 * The root of every query key that holds the signed-in shopper's data (account, orders).
 * Sign-out and a 401 remove everything under it in one call (DESIGN caching policy).
 */
export const USER_QUERY_ROOT = ['user'] as const

/** Starts the session with a token from POST /users/authorize (spec §4 "Login success stores the token"). */
export const startSession = (token: string): void => setToken(token)

/** Ends the session's token only; the app layer's signOut also wipes the shopper's data. */
export const endSession = (): void => setToken(null)

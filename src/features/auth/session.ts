import { useSyncExternalStore } from 'react'
import { getToken, subscribeToken } from '@/lib/auth-token'

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

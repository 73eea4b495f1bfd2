import { useSyncExternalStore } from 'react'
import { getToken, setToken, subscribeToken } from '@/lib/auth-token'

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

/** Root of the query keys holding the shopper's data; sign-out, a 401 or a new token remove it all. */
export { USER_QUERY_ROOT } from '@/domain/query-keys'

export const startSession = (token: string): void => setToken(token)

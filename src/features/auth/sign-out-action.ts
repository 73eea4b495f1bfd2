import { createContext, useContext } from 'react'

/** What a sign-out does besides wiping the device. */
export interface SignOutOptions {
  /**
   * The store lists the `logout` capability: also end the session on the server. Undefined while
   * the store's info has not loaded (offline, slow, failed): the call is queued and sent to the
   * store once its info shows the capability.
   */
  serverLogout: boolean | undefined
}

/**
 * Signs the shopper out everywhere and wipes the device; rejects when the store could not end the
 * session or the wipe failed (the device is wiped anyway).
 */
export type SignOut = (options: SignOutOptions) => Promise<void>

/** The app's sign-out and what gets it ready. */
export interface SignOutAction {
  signOut: SignOut
  /**
   * Loads the code a sign-out runs (the wipe's parts are loaded on demand), so that a sign-out
   * asked for after the network has gone still wipes everything. Never rejects; call it again
   * after a failure.
   */
  prepare: () => Promise<void>
}

/**
 * The app's sign-out, handed down from the app's wiring (src/app/app-providers.tsx provides
 * src/app/session-wiring.ts `signOut` and `prepareSignOut`): it spans several features and the
 * persisted cache, which no page or feature may import. Outside the providers it rejects, saying so.
 */
export const SignOutContext = createContext<SignOutAction>({
  signOut: () => Promise.reject(new Error('No sign-out is wired here: render inside AppProviders')),
  prepare: () => Promise.resolve(),
})

/** The sign-out of the app this component is rendered in (see SignOutContext). */
export function useSignOutAction(): SignOutAction {
  return useContext(SignOutContext)
}

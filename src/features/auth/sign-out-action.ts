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

/**
 * The app's sign-out, handed down from the app's wiring (src/app/app-providers.tsx provides
 * src/app/session-wiring.ts `signOut`): it spans several features and the persisted cache, which
 * no page or feature may import. Outside the providers it rejects, saying so.
 */
export const SignOutContext = createContext<SignOut>(() =>
  Promise.reject(new Error('No sign-out is wired here: render inside AppProviders')),
)

/** The sign-out of the app this component is rendered in (see SignOutContext). */
export function useSignOutAction(): SignOut {
  return useContext(SignOutContext)
}

import { createContext, useContext } from 'react'

export interface SignOutOptions {
  /** Also end the server session (the store lists `logout`); undefined while unknown: queued until known. */
  serverLogout: boolean | undefined
}

/** Rejects when the store could not end the session or the wipe failed (the device is wiped anyway). */
export type SignOut = (options: SignOutOptions) => Promise<void>

export interface SignOutAction {
  signOut: SignOut
  /** Loads the sign-out's code ahead so it still wipes everything offline; never rejects. */
  prepare: () => Promise<void>
}

/** Provided by the app (the sign-out spans features and the persisted cache); outside it, signOut rejects. */
export const SignOutContext = createContext<SignOutAction>({
  signOut: () => Promise.reject(new Error('No sign-out is wired here: render inside AppProviders')),
  prepare: () => Promise.resolve(),
})

export function useSignOutAction(): SignOutAction {
  return useContext(SignOutContext)
}

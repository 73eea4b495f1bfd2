/** The auth context when rendering without a browser: signed out, so account data stays client-side. */
export const signedOut = { isAuthenticated: (): boolean => false }

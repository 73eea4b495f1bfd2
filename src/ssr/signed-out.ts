/**
 * The router's auth context wherever the app renders without a browser (the HTML server, the
 * build's prerender): nobody is signed in, so guarded routes and account data stay client-side.
 * The browser's router checks the real session on its first load.
 */
export const signedOut = { isAuthenticated: (): boolean => false }

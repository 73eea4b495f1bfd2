/*
 * Where pending write attempts keep their idempotency keys (sessionStorage, this tab only), and the
 * wipe of them. Apart from ./idempotency so that the sign-out wiring, which runs at start-up, does
 * not bring the key rules into the first-load JS.
 */

/** Prefix of the sessionStorage entries of pending attempts (`attempt-key:<name>`). */
export const PENDING_KEY_PREFIX = 'attempt-key:'

/** Forgets every pending attempt of this tab (sign-out). */
export function forgetPendingKeys(): void {
  try {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(PENDING_KEY_PREFIX)) sessionStorage.removeItem(k)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

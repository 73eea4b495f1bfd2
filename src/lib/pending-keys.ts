// Apart from ./idempotency so sign-out, wired at start-up, keeps the key rules out of the first-load JS.

export const PENDING_KEY_PREFIX = 'attempt-key:'

export function forgetPendingKeys(): void {
  try {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(PENDING_KEY_PREFIX)) sessionStorage.removeItem(k)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

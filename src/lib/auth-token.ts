/**
 * The bearer token in localStorage `auth_token` (spec §9), with a tiny subscription so the
 * session, the API client and other tabs stay in step. Storage failures never throw.
 */
const KEY = 'auth_token'
type Listener = (token: string | null) => void
const listeners = new Set<Listener>()

/** The stored token, or null when absent or unreadable (a token is a non-empty printable string). */
export function getToken(): string | null {
  try {
    const value = localStorage.getItem(KEY)
    if (!value || value.length > 4096 || !/^[\x21-\x7e]+$/.test(value)) return null
    return value
  } catch {
    return null
  }
}

/** Saves the token (or removes it with null) and tells subscribers. */
export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
  listeners.forEach((l) => l(token))
}

/** Subscribes to token changes in this tab and in other tabs; returns the unsubscribe. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener(getToken())
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

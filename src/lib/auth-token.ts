import { onServer } from './on-server'

/** The bearer token in localStorage `auth_token`, kept in step across the app and tabs; storage never throws. */
const KEY = 'auth_token'
type Listener = (token: string | null) => void
const listeners = new Set<Listener>()

let workerToken: string | null = null

/** Gives a context without localStorage (the worker sending saved orders) the token to send with, or null. */
export function setWorkerToken(token: string | null): void {
  workerToken = token
}

/** The token requests go with: the stored one (a non-empty printable string), else null (absent or unreadable). */
export function getToken(): string | null {
  // The server renders signed out for everyone: no token is ever read there.
  if (onServer) return null
  if (workerToken !== null) return workerToken
  try {
    const value = localStorage.getItem(KEY)
    if (!value || value.length > 4096 || !/^[\x21-\x7e]+$/.test(value)) return null
    return value
  } catch {
    return null
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
  listeners.forEach((l) => l(token))
}

/** Token changes in this tab and others; returns the unsubscribe. */
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

const CHANNEL = 'storefront-session'
const SIGNED_OUT = 'signed-out'
let channel: BroadcastChannel | null | undefined

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
      // Node (unit tests) would otherwise keep running for an open channel.
      ;(channel as { unref?: () => void } | null)?.unref?.()
    } catch {
      channel = null
    }
  }
  return channel
}

/** Tells the other tabs the session ended here, so each wipes the shopper's data at once. Never throws. */
export function announceSignOut(): void {
  try {
    sessionChannel()?.postMessage({ type: SIGNED_OUT })
  } catch {
    // A closed channel: the storage event still reaches the other tabs.
  }
}

export function subscribeSignOutElsewhere(listener: () => void): () => void {
  const ch = sessionChannel()
  if (!ch) return () => undefined
  const onMessage = (e: MessageEvent) => {
    const data: unknown = e.data
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === SIGNED_OUT) listener()
  }
  ch.addEventListener('message', onMessage)
  return () => ch.removeEventListener('message', onMessage)
}

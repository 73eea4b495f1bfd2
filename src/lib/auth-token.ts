import { onServer } from './on-server'

/** The bearer token in localStorage `auth_token`, kept in step across the app and tabs; storage never throws. */
const KEY = 'auth_token'
type Listener = (token: string | null) => void
const listeners = new Set<Listener>()

/** The token requests go with: the stored one (a non-empty printable string), else null (absent or unreadable). */
export function getToken(): string | null {
  // The server renders signed out for everyone: no token is ever read there.
  if (onServer) return null
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

/** The tabs' channel for sign-outs: one per app, so a tab never hears its own. */
export interface SignOutChannel {
  /** Tells the other tabs the session ended here, so each wipes the shopper's data at once. Never throws. */
  announce(): void
  /** Calls `listener` when another tab announces a sign-out; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  close(): void
}

/** A sign-out channel (BroadcastChannel `storefront-session`); does nothing where there is none. */
export function createSignOutChannel(): SignOutChannel {
  let channel: BroadcastChannel | null = null
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
    // Node (unit tests) would otherwise keep running for an open channel.
    ;(channel as { unref?: () => void } | null)?.unref?.()
  } catch {
    channel = null
  }
  return {
    announce: () => {
      try {
        channel?.postMessage({ type: SIGNED_OUT })
      } catch {
        // A closed channel: the storage event still reaches the other tabs.
      }
    },
    subscribe: (listener) => {
      const onMessage = (e: MessageEvent) => {
        const data: unknown = e.data
        if (data && typeof data === 'object' && (data as { type?: unknown }).type === SIGNED_OUT) listener()
      }
      channel?.addEventListener('message', onMessage)
      return () => channel?.removeEventListener('message', onMessage)
    },
    close: () => channel?.close(),
  }
}

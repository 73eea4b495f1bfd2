import * as v from 'valibot'
import { clear, createStore, get, set } from 'idb-keyval'
import { currentApiBase } from '@/lib/config'
import type { Outbox } from './outbox-store'

/*
 * The session the service worker sends saved orders with. The page keeps the token in
 * localStorage, which a worker cannot read, so while a shopper is signed in and an order waits
 * (and only then) the page also keeps the token, with the store API base it calls, in an
 * IndexedDB database of its own. It follows a change of token, and goes when no order waits any
 * more, on sign-out and on a 401 (the page's or the worker's): never longer than its session.
 */

/** What the worker needs to send as the shopper: their bearer token and the store API base (http(s) URL). */
export interface SenderSession {
  token: string
  apiBase: string
}

const DB_NAME = 'storefront-outbox-session'
const STORE_NAME = 'session'
const KEY = 'current'

const SessionSchema = v.object({
  // The same rule as the token in localStorage: a non-empty printable string.
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096), v.regex(/^[\x21-\x7e]+$/)),
  apiBase: v.pipe(v.string(), v.maxLength(2000), v.regex(/^https?:\/\//i)),
})

/** The key-value storage under the session store: IndexedDB (idb-keyval) in the app, a Map in tests. */
export interface SessionBackend {
  get: () => Promise<unknown>
  set: (value: unknown) => Promise<void>
  clear: () => Promise<void>
}

/** A session store on `backend`: storage failures reject; an unreadable value reads as none. */
export function createSessionStore(backend: SessionBackend) {
  return {
    /** The session kept now, or null (none, or a damaged value). */
    async read(): Promise<SenderSession | null> {
      const r = v.safeParse(SessionSchema, await backend.get())
      return r.success ? r.output : null
    },
    /** Keeps `session`, replacing any other. */
    keep: (session: SenderSession): Promise<void> => backend.set({ ...session }),
    /** Removes the session (sign-out, a 401, nothing waiting any more). */
    forget: (): Promise<void> => backend.clear(),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** A Map-backed SessionBackend (tests; also where IndexedDB is missing: then no worker can send). */
export function memorySessionBackend(map = new Map<string, unknown>()): SessionBackend {
  return {
    get: async () => structuredClone(map.get(KEY)),
    set: async (value) => void map.set(KEY, structuredClone(value)),
    clear: async () => map.clear(),
  }
}

let device: SessionStore | undefined

/** This device's session store (IndexedDB database `storefront-outbox-session`), in the page and the worker. */
export function deviceSessionStore(): SessionStore {
  if (!device) {
    if (typeof indexedDB === 'undefined') device = createSessionStore(memorySessionBackend())
    else {
      const store = createStore(DB_NAME, STORE_NAME)
      device = createSessionStore({
        get: () => get(KEY, store),
        set: (value) => set(KEY, value, store),
        clear: () => clear(store),
      })
    }
  }
  return device
}

/**
 * Makes the kept session match the page (call after each send, on a change of token, when an
 * order is saved): kept, with the store API base in use, while a shopper is signed in (`token()`,
 * read again just before writing, so a sign-out meanwhile wins) and an order waits to be sent (a
 * refused one does not); forgotten otherwise. Never rejects.
 */
export async function keepSessionForWaitingOrders(
  token: () => string | null,
  outbox: Outbox,
  store: SessionStore = deviceSessionStore(),
): Promise<void> {
  try {
    const waiting = token() !== null && (await outbox.read()).entries.some((entry) => entry.state !== 'refused')
    const now = token()
    if (waiting && now !== null) await store.keep({ token: now, apiBase: currentApiBase() })
    else await store.forget()
  } catch {
    // Storage trouble: the worker then finds no session and leaves the orders to a tab.
  }
}

/** Forgets the kept session (sign-out and the wipe after a 401). Never rejects. */
export function forgetSenderSession(store: SessionStore = deviceSessionStore()): Promise<void> {
  return store.forget().catch(() => undefined)
}

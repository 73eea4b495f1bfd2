import * as v from 'valibot'
import { clear, createStore, get, set } from 'idb-keyval'
import { lazy } from '@/lib/memo'
import type { Outbox } from './outbox-store'

/* The session the worker sends with (it cannot read localStorage): kept in IndexedDB only while an order waits. */

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

/** The storage under a session store: IndexedDB in the app, a Map in tests. */
export interface SessionBackend {
  get: () => Promise<unknown>
  set: (value: unknown) => Promise<void>
  clear: () => Promise<void>
}

/** A session store on `backend`: storage failures reject; an unreadable value reads as none. */
export function createSessionStore(backend: SessionBackend) {
  return {
    async read(): Promise<SenderSession | null> {
      const r = v.safeParse(SessionSchema, await backend.get())
      return r.success ? r.output : null
    },
    keep: (session: SenderSession): Promise<void> => backend.set({ ...session }),
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

/** This device's session store (IndexedDB database `storefront-outbox-session`), in the page and the worker. */
export const deviceSessionStore: () => SessionStore = lazy(() => {
  if (typeof indexedDB === 'undefined') return createSessionStore(memorySessionBackend())
  const store = createStore(DB_NAME, STORE_NAME)
  return createSessionStore({
    get: () => get(KEY, store),
    set: (value) => set(KEY, value, store),
    clear: () => clear(store),
  })
})

/** Keeps the session (with `apiBase`, the store it signed in to) while signed in and an unrefused order waits, else forgets it (`token()` read last). */
export async function keepSessionForWaitingOrders(
  token: () => string | null,
  apiBase: string,
  outbox: Outbox,
  store: SessionStore = deviceSessionStore(),
): Promise<void> {
  try {
    const waiting = token() !== null && (await outbox.read()).entries.some((entry) => entry.state !== 'refused')
    const now = token()
    if (waiting && now !== null) await store.keep({ token: now, apiBase })
    else await store.forget()
  } catch {
    // Storage trouble: the worker then finds no session and leaves the orders to a tab.
  }
}

/** Forgets the kept session (sign-out and the wipe after a 401). Never rejects. */
export function forgetSenderSession(store: SessionStore = deviceSessionStore()): Promise<void> {
  return store.forget().catch(() => undefined)
}

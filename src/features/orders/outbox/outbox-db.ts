import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import { lazy } from '@/lib/memo'
import { createOutbox, memoryBackend, type Outbox, type OutboxBackend } from './outbox-store'

const DB_NAME = 'storefront-outbox'
const STORE_NAME = 'orders'

function idbBackend(): OutboxBackend {
  const store = createStore(DB_NAME, STORE_NAME)
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: () => entries(store),
    clear: () => clear(store),
  }
}

/** The device's outbox (IndexedDB; memory only where IndexedDB is missing), one handle per page or worker. */
export const deviceOutbox: () => Outbox = lazy(() =>
  createOutbox(typeof indexedDB === 'undefined' ? memoryBackend() : idbBackend()),
)

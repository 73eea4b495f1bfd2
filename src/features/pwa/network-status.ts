import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '@/lib/api-error'
import { getToken } from '@/lib/auth-token'
import { createValueStore } from './external-store'

/*
 * "Offline" here means requests fail for lack of network, not just navigator.onLine (DESIGN.md
 * gotchas: it can say true while the network is blocked). Signals:
 * - the browser's offline/online events;
 * - API calls failing with ApiError kind 'network' (queries and mutations);
 * - the service worker's NETWORK_STATUS messages (it sees catalogue requests fail or succeed even
 *   when it answers them from its cache);
 * - a successful API answer that cannot have come from that cache (no controlling worker, or a
 *   signed-in request, which the worker never stores).
 */

const store = createValueStore(typeof navigator !== 'undefined' && navigator.onLine === false)

/** True while the shopper seems to be offline; re-renders on change. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, () => false)
}

/** Message the service worker posts after each catalogue fetch (sw/sw.ts). */
export interface NetworkStatusMessage {
  type: 'NETWORK_STATUS'
  online: boolean
}

function isNetworkStatusMessage(data: unknown): data is NetworkStatusMessage {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'NETWORK_STATUS' && typeof (data as { online?: unknown }).online === 'boolean'
}

/** How often a visible tab checks whether the network is back while it seems offline (ms). */
export const PROBE_INTERVAL_MS = 5000

/**
 * Watches the network signals above. `onReconnect` runs each time the app goes from offline
 * back to online (the caller refetches stale and failed data there). While offline but the
 * browser claims to be online (API down, blocked network), `probe` — one small public request —
 * runs every PROBE_INTERVAL_MS in a visible tab: nothing else would notice the network's return.
 * @returns a function that stops watching.
 */
export function watchNetwork(queryClient: QueryClient, onReconnect: () => void, probe?: () => Promise<unknown>): () => void {
  const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false
  let timer: ReturnType<typeof setInterval> | undefined
  const stopProbing = () => {
    clearInterval(timer)
    timer = undefined
  }
  const goOffline = () => {
    store.set(true)
    if (!probe || timer !== undefined) return
    timer = setInterval(() => {
      if (!browserOffline() && document.visibilityState !== 'hidden') void probe().catch(() => undefined)
    }, PROBE_INTERVAL_MS)
  }
  const goOnline = () => {
    if (!store.get() || browserOffline()) return
    stopProbing()
    store.set(false)
    onReconnect()
  }
  const fromNetwork = () => !navigator.serviceWorker?.controller || getToken() !== null

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if ((action.type === 'error' || action.type === 'failed') && isNetworkError(action.error)) goOffline()
    else if (action.type === 'success' && !action.manual && fromNetwork()) goOnline()
  })
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if ((action.type === 'error' || action.type === 'failed') && isNetworkError(action.error)) goOffline()
    else if (action.type === 'success') goOnline()
  })
  const onMessage = (event: MessageEvent) => {
    if (!isNetworkStatusMessage(event.data)) return
    if (event.data.online) goOnline()
    else goOffline()
  }
  const onBrowserOnline = () => goOnline()

  window.addEventListener('offline', goOffline)
  window.addEventListener('online', onBrowserOnline)
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  sw?.addEventListener('message', onMessage)
  // addEventListener alone does not start the worker's message queue (onmessage would).
  sw?.startMessages()

  if (store.get()) goOffline()

  return () => {
    stopProbing()
    unsubscribeQueries()
    unsubscribeMutations()
    window.removeEventListener('offline', goOffline)
    window.removeEventListener('online', onBrowserOnline)
    sw?.removeEventListener('message', onMessage)
  }
}

/** Test hook: forces the offline flag. */
export function setOfflineForTest(offline: boolean): void {
  store.set(offline)
}

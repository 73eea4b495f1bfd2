import { useSyncExternalStore } from 'react'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '@/lib/api-error'
import { getToken } from '@/lib/auth-token'
import { createValueStore } from '@/lib/value-store'

/*
 * Whether store requests get through, from more than navigator.onLine (it can
 * say true while the network is cut). Failure signals: the browser's offline event, API calls
 * failing with ApiError kind 'network', and the service worker's NETWORK_STATUS messages (it sees
 * catalogue calls fail even when it answers them from its cache). After a failure, a HEAD request
 * to the app's own origin tells the two causes apart: no answer → the device is offline; an
 * answer → only the store API is down. Recovery signals: the online event, the worker's messages,
 * and API answers that cannot have come from its cache (no controlling worker, or a signed-in
 * call, which it never stores).
 */

/**
 * - 'online': requests get through;
 * - 'offline': no network (the app's own origin does not answer either);
 * - 'store-down': the network works but the store API does not answer.
 */
export type NetworkState = 'online' | 'offline' | 'store-down'

const store = createValueStore<NetworkState>(
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
)

/**
 * Whether the device has a network in `state`: only 'offline' says no. A store that does not
 * answer still counts as online: the device can reach the network, so requests are still sent.
 */
export const hasNetwork = (state: NetworkState): boolean => state !== 'offline'

/** The current network state; re-renders on change. */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(store.subscribe, store.get, () => 'online')
}

/** True while requests fail for lack of network or of the store ('offline' or 'store-down'). */
export function useIsOffline(): boolean {
  return useNetworkState() !== 'online'
}

/** Message the service worker posts after each catalogue fetch (sw/sw.ts). */
export interface NetworkStatusMessage {
  type: 'NETWORK_STATUS'
  online: boolean
}

function isNetworkStatusMessage(data: unknown): data is NetworkStatusMessage {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { type?: unknown }).type === 'NETWORK_STATUS' &&
    typeof (data as { online?: unknown }).online === 'boolean'
  )
}

/** How often a visible tab checks whether requests get through again (ms). */
export const PROBE_INTERVAL_MS = 5000

/** Longest wait for the app's own origin to answer before calling the device offline (ms). */
export const REACHABILITY_TIMEOUT_MS = 4000

/**
 * True when the app's own origin answers at all (any status). A HEAD request: the service worker
 * routes only GETs, so this always goes to the network.
 */
export function originAnswers(): Promise<boolean> {
  return fetch(`/?reachability=${Date.now()}`, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
  }).then(
    () => true,
    () => false,
  )
}

export interface WatchNetworkOptions {
  /** Runs each time requests get through again after a failure (refetch stale and failed data there). */
  onReconnect: () => void
  /** One small public request, sent every PROBE_INTERVAL_MS in a visible tab while not online. */
  probe?: () => Promise<unknown>
  /** Whether the app's own origin answers; `originAnswers` by default. */
  isReachable?: () => Promise<boolean>
}

/** Put back when the watch stops, as React Query does by default: the browser's flag, then its online and offline events. */
function followBrowserEvents(setOnline: (online: boolean) => void): () => void {
  setOnline(navigator.onLine !== false)
  const online = () => setOnline(true)
  const offline = () => setOnline(false)
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
}

/**
 * Watches the signals above and keeps the network state. While it watches, the state is the app's
 * one answer to "are we online": it drives React Query's onlineManager (online = hasNetwork), which
 * `useOnline()`, the query client's retry rule and paused mutations read.
 * @returns a function that stops watching.
 */
export function watchNetwork(
  queryClient: QueryClient,
  { onReconnect, probe, isReachable = originAnswers }: WatchNetworkOptions,
): () => void {
  const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false
  let timer: ReturnType<typeof setInterval> | undefined
  let checking = false
  // Counts answers that got through, so a reachability check started before one is ignored.
  let recoveries = 0

  const stopProbing = () => {
    clearInterval(timer)
    timer = undefined
  }
  const startProbing = () => {
    if (!probe || timer !== undefined) return
    timer = setInterval(() => {
      if (!browserOffline() && document.visibilityState !== 'hidden') void probe().catch(() => undefined)
    }, PROBE_INTERVAL_MS)
  }
  const failed = () => {
    startProbing()
    if (browserOffline()) return store.set('offline')
    if (checking) return
    checking = true
    const seen = recoveries
    void isReachable().then((reachable) => {
      checking = false
      if (recoveries !== seen) return
      store.set(browserOffline() || !reachable ? 'offline' : 'store-down')
    })
  }
  const recovered = () => {
    if (browserOffline()) return
    recoveries++
    stopProbing()
    if (store.get() === 'online') return
    store.set('online')
    onReconnect()
  }
  const fromNetwork = () => !navigator.serviceWorker?.controller || getToken() !== null

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if ((action.type === 'error' || action.type === 'failed') && isNetworkError(action.error)) failed()
    else if (action.type === 'success' && !action.manual && fromNetwork()) recovered()
  })
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if ((action.type === 'error' || action.type === 'failed') && isNetworkError(action.error)) failed()
    else if (action.type === 'success') recovered()
  })
  const onMessage = (event: MessageEvent) => {
    if (!isNetworkStatusMessage(event.data)) return
    if (event.data.online) recovered()
    else failed()
  }
  const onBrowserOffline = () => {
    startProbing()
    store.set('offline')
  }

  // onlineManager follows every change of the state as it happens, so on reconnecting it is online
  // before onReconnect runs (React Query resumes paused mutations only while online).
  onlineManager.setEventListener((setOnline) => {
    setOnline(hasNetwork(store.get()))
    return store.subscribe(() => setOnline(hasNetwork(store.get())))
  })
  window.addEventListener('offline', onBrowserOffline)
  window.addEventListener('online', recovered)
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  sw?.addEventListener('message', onMessage)
  // addEventListener alone does not start the worker's message queue (onmessage would).
  sw?.startMessages()
  if (store.get() !== 'online') startProbing()

  return () => {
    stopProbing()
    unsubscribeQueries()
    unsubscribeMutations()
    window.removeEventListener('offline', onBrowserOffline)
    window.removeEventListener('online', recovered)
    sw?.removeEventListener('message', onMessage)
    onlineManager.setEventListener(followBrowserEvents)
  }
}

/** Test hook: forces the network state. */
export function setNetworkStateForTest(state: NetworkState): void {
  store.set(state)
}

import { useSyncExternalStore } from 'react'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '@/lib/api-error'
import { getToken } from '@/lib/auth-token'
import { createValueStore } from '@/lib/value-store'

/* Whether store requests get through; navigator.onLine alone can say true while the network is cut. */

/** 'offline': not even our own origin answers; 'store-down': the network works but the store API does not. */
export type NetworkState = 'online' | 'offline' | 'store-down'

const store = createValueStore<NetworkState>(
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
)

/** Only 'offline' says no: while the store is down, requests are still sent. */
export const hasNetwork = (state: NetworkState): boolean => state !== 'offline'

export function useNetworkState(): NetworkState {
  return useSyncExternalStore(store.subscribe, store.get, () => 'online')
}

export function useIsOffline(): boolean {
  return useNetworkState() !== 'online'
}

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

/** True when our own origin answers at all; a HEAD, which the worker never routes (it routes only GETs). */
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

/** Keeps the network state and drives React Query's onlineManager with it (online = hasNetwork). @returns stop */
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

  // Followed as it changes, so it is online before onReconnect runs (paused mutations resume only then).
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

export function setNetworkStateForTest(state: NetworkState): void {
  store.set(state)
}

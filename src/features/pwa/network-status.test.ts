// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { renderHook, act } from '@testing-library/react'
import { ApiError } from '@/lib/api-error'
import { useOnline } from '@/lib/use-online'
import { hasNetwork, PROBE_INTERVAL_MS, setNetworkStateForTest, useNetworkState, watchNetwork } from './network-status'

/** A stand-in for navigator.serviceWorker: an event target with an optional controller. */
function fakeServiceWorker(controlled: boolean) {
  const target = new EventTarget() as EventTarget & { controller: object | null; startMessages: () => void }
  target.controller = controlled ? {} : null
  target.startMessages = vi.fn()
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true })
  return target
}

/**
 * A client that, like the app's (src/app/query-client.ts), still sends requests while onlineManager
 * says offline: the watch drives onlineManager, and a paused request would never tell it the network is back.
 */
const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { networkMode: 'offlineFirst' }, mutations: { networkMode: 'offlineFirst' } },
  })

const fail = (client: QueryClient, key: string, error: Error) =>
  // The key names the case; the error is the test's input, not a query dependency.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false }).catch(() => undefined)
const succeed = (client: QueryClient, key: string) => client.fetchQuery({ queryKey: [key], queryFn: async () => 1 })
const noNetwork = () => new ApiError('network', 'No response from server')

/** Lets the reachability check's promise settle. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)))

describe('watchNetwork', () => {
  let stop: () => void = () => undefined
  beforeEach(() => setNetworkStateForTest('online'))
  afterEach(() => stop())

  it('calls the device offline when a request fails and the app’s own origin does not answer either', async () => {
    fakeServiceWorker(false)
    const client = newClient()
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: async () => false })
    const { result } = renderHook(() => useNetworkState())
    await act(() => fail(client, 'a', new ApiError('http', 'Server error', 500)))
    await settle()
    expect(result.current).toBe('online')
    await act(() => fail(client, 'b', noNetwork()))
    await settle()
    expect(result.current).toBe('offline')
  })

  it('tells a store that does not answer apart from a device without network', async () => {
    fakeServiceWorker(false)
    const client = newClient()
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: async () => true })
    const { result } = renderHook(() => useNetworkState())
    await act(() => fail(client, 'b', noNetwork()))
    await settle()
    expect(result.current).toBe('store-down')
  })

  it('comes back online on a real answer and then asks for a refetch once', async () => {
    fakeServiceWorker(false)
    const client = newClient()
    const onReconnect = vi.fn()
    stop = watchNetwork(client, { onReconnect, isReachable: async () => false })
    const { result } = renderHook(() => useNetworkState())
    await act(() => fail(client, 'b', noNetwork()))
    await settle()
    await act(() => succeed(client, 'c'))
    expect(result.current).toBe('online')
    await act(() => succeed(client, 'd'))
    expect(onReconnect).toHaveBeenCalledTimes(1)
  })

  it('ignores a reachability answer that arrives after the network came back', async () => {
    fakeServiceWorker(false)
    const client = newClient()
    let answer: (v: boolean) => void = () => undefined
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: () => new Promise((r) => (answer = r)) })
    const { result } = renderHook(() => useNetworkState())
    await act(() => fail(client, 'b', noNetwork()))
    await act(() => succeed(client, 'c'))
    answer(false)
    await settle()
    expect(result.current).toBe('online')
  })

  it('does not trust an answer the service worker may have served from its cache', async () => {
    const sw = fakeServiceWorker(true)
    const client = newClient()
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: async () => false })
    const { result } = renderHook(() => useNetworkState())
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: false } })))
    await settle()
    expect(result.current).toBe('offline')
    await act(() => succeed(client, 'e'))
    expect(result.current).toBe('offline')
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: true } })))
    expect(result.current).toBe('online')
  })

  it('follows the browser’s offline and online events and ignores stray messages', async () => {
    const sw = fakeServiceWorker(true)
    const onReconnect = vi.fn()
    stop = watchNetwork(newClient(), { onReconnect, isReachable: async () => true })
    const { result } = renderHook(() => useNetworkState())
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(result.current).toBe('offline')
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: 'yes' } })))
    expect(result.current).toBe('offline')
    act(() => void window.dispatchEvent(new Event('online')))
    expect(result.current).toBe('online')
    expect(onReconnect).toHaveBeenCalledTimes(1)
  })

  it('probes while offline in a visible tab until the network answers', async () => {
    vi.useFakeTimers()
    fakeServiceWorker(false)
    const client = newClient()
    let networkBack = false
    const probe = vi.fn(() =>
      client.fetchQuery({
        queryKey: ['probe'],
        queryFn: async () => (networkBack ? 1 : Promise.reject(noNetwork())),
        retry: false,
        staleTime: 0,
      }),
    )
    const onReconnect = vi.fn()
    stop = watchNetwork(client, { onReconnect, probe, isReachable: async () => false })
    await act(() => fail(client, 'x', noNetwork()))
    await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS))
    expect(probe).toHaveBeenCalledTimes(1)
    expect(onReconnect).not.toHaveBeenCalled()
    networkBack = true
    await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS))
    expect(onReconnect).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3))
    expect(probe).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })
})

describe('one answer to "are we online"', () => {
  let stop: () => void = () => undefined
  beforeEach(() => setNetworkStateForTest('online'))
  afterEach(() => stop())

  it('counts only a device without network as offline; a store that does not answer is still online', () => {
    expect(hasNetwork('online')).toBe(true)
    expect(hasNetwork('store-down')).toBe(true)
    expect(hasNetwork('offline')).toBe(false)
  })

  it("drives React Query's onlineManager and useOnline while the watch runs", async () => {
    fakeServiceWorker(false)
    const client = newClient()
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: async () => true })
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    // The store does not answer, the device has a network: still online.
    await act(() => fail(client, 'a', noNetwork()))
    await settle()
    expect(onlineManager.isOnline()).toBe(true)
    expect(result.current).toBe(true)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(onlineManager.isOnline()).toBe(false)
    expect(result.current).toBe(false)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(onlineManager.isOnline()).toBe(true)
    expect(result.current).toBe(true)
  })

  it('calls the device offline when neither the store nor the app’s own origin answers', async () => {
    fakeServiceWorker(false)
    const client = newClient()
    stop = watchNetwork(client, { onReconnect: vi.fn(), isReachable: async () => false })
    const { result } = renderHook(() => useOnline())
    await act(() => fail(client, 'b', noNetwork()))
    await settle()
    expect(result.current).toBe(false)
    await act(() => succeed(client, 'c'))
    expect(result.current).toBe(true)
  })

  it('resumes a mutation paused offline once the network is back (React Query resumes only while online)', async () => {
    fakeServiceWorker(false)
    const client = new QueryClient()
    const onReconnect = vi.fn(() => void client.resumePausedMutations())
    stop = watchNetwork(client, { onReconnect, isReachable: async () => true })
    act(() => void window.dispatchEvent(new Event('offline')))
    const sent = vi.fn(async () => 'sent')
    // networkMode 'online' (the default): a mutation started offline waits for the network.
    const done = client.getMutationCache().build(client, { mutationFn: sent }).execute(undefined)
    await settle()
    expect(sent).not.toHaveBeenCalled()
    act(() => void window.dispatchEvent(new Event('online')))
    await expect(done).resolves.toBe('sent')
  })

  it('hands onlineManager back to the browser’s events when the watch stops', () => {
    stop = watchNetwork(newClient(), { onReconnect: vi.fn() })
    stop()
    stop = () => undefined
    const listening = onlineManager.subscribe(() => undefined)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(onlineManager.isOnline()).toBe(false)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(onlineManager.isOnline()).toBe(true)
    listening()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { renderHook, act } from '@testing-library/react'
import { ApiError } from '@/lib/api-error'
import { PROBE_INTERVAL_MS, setOfflineForTest, useIsOffline, watchNetwork } from './network-status'

/** A stand-in for navigator.serviceWorker: an event target with an optional controller. */
function fakeServiceWorker(controlled: boolean) {
  const target = new EventTarget() as EventTarget & { controller: object | null; startMessages: () => void }
  target.controller = controlled ? {} : null
  target.startMessages = vi.fn()
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true })
  return target
}

const fail = (client: QueryClient, key: string, error: Error) =>
  // The key names the case; the error is the test's input, not a query dependency.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false }).catch(() => undefined)
const succeed = (client: QueryClient, key: string) => client.fetchQuery({ queryKey: [key], queryFn: async () => 1 })

describe('watchNetwork', () => {
  let stop: () => void = () => undefined
  beforeEach(() => setOfflineForTest(false))
  afterEach(() => stop())

  it('goes offline when a request fails for lack of network, not for other errors', async () => {
    fakeServiceWorker(false)
    const client = new QueryClient()
    stop = watchNetwork(client, vi.fn())
    const { result } = renderHook(() => useIsOffline())
    await act(() => fail(client, 'a', new ApiError('http', 'Server error', 500)))
    expect(result.current).toBe(false)
    await act(() => fail(client, 'b', new ApiError('network', 'No response from server')))
    expect(result.current).toBe(true)
  })

  it('comes back online on a real answer and then asks for a refetch once', async () => {
    fakeServiceWorker(false)
    const client = new QueryClient()
    const onReconnect = vi.fn()
    stop = watchNetwork(client, onReconnect)
    const { result } = renderHook(() => useIsOffline())
    await act(() => fail(client, 'b', new ApiError('network', 'No response from server')))
    await act(() => succeed(client, 'c'))
    expect(result.current).toBe(false)
    await act(() => succeed(client, 'd'))
    expect(onReconnect).toHaveBeenCalledTimes(1)
  })

  it('does not trust an answer the service worker may have served from its cache', async () => {
    const sw = fakeServiceWorker(true)
    const client = new QueryClient()
    stop = watchNetwork(client, vi.fn())
    const { result } = renderHook(() => useIsOffline())
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: false } })))
    expect(result.current).toBe(true)
    await act(() => succeed(client, 'e'))
    expect(result.current).toBe(true)
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: true } })))
    expect(result.current).toBe(false)
  })

  it('follows the browser’s offline and online events and ignores stray messages', async () => {
    const sw = fakeServiceWorker(true)
    const onReconnect = vi.fn()
    stop = watchNetwork(new QueryClient(), onReconnect)
    const { result } = renderHook(() => useIsOffline())
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(result.current).toBe(true)
    act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: 'NETWORK_STATUS', online: 'yes' } })))
    expect(result.current).toBe(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(result.current).toBe(false)
    expect(onReconnect).toHaveBeenCalledTimes(1)
  })

  it('probes while offline in a visible tab until the network answers', async () => {
    vi.useFakeTimers()
    fakeServiceWorker(false)
    const client = new QueryClient()
    let networkBack = false
    const probe = vi.fn(() =>
      client.fetchQuery({ queryKey: ['probe'], queryFn: async () => (networkBack ? 1 : Promise.reject(new ApiError('network', 'No response'))), retry: false, staleTime: 0 }),
    )
    const onReconnect = vi.fn()
    stop = watchNetwork(client, onReconnect, probe)
    await act(() => fail(client, 'x', new ApiError('network', 'No response from server')))
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

import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiClient } from '@/lib/api-client'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'
import { PAID_POLL_MS, usePaidWatch } from './use-paid-watch'

const apiGet = vi.fn<ApiClient['get']>()
const api: ApiClient = { ...testApi(), get: apiGet }

const order = (status: number) => ({ id: 'o1', status, total: 100, items: [] })

function setup(onPaid: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ApiContext value={api}>{children}</ApiContext>
    </QueryClientProvider>
  )
  return renderHook(() => usePaidWatch('o1', onPaid), { wrapper })
}

describe('usePaidWatch', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it(`polls every ${PAID_POLL_MS} ms, calls onPaid once at Processing, and stops when unmounted`, async () => {
    vi.useFakeTimers()
    const onPaid = vi.fn()
    apiGet.mockResolvedValueOnce(order(0)).mockResolvedValueOnce(order(0)).mockResolvedValue(order(1))
    const hook = setup(onPaid)
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(apiGet).toHaveBeenCalledTimes(1)
    expect(apiGet).toHaveBeenCalledWith('/orders/o1', expect.anything(), expect.anything())
    await act(() => vi.advanceTimersByTimeAsync(PAID_POLL_MS))
    expect(apiGet).toHaveBeenCalledTimes(2)
    expect(onPaid).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(PAID_POLL_MS))
    expect(onPaid).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(PAID_POLL_MS))
    expect(onPaid).toHaveBeenCalledTimes(1)

    const calls = apiGet.mock.calls.length
    hook.unmount()
    await act(() => vi.advanceTimersByTimeAsync(PAID_POLL_MS * 3))
    expect(apiGet).toHaveBeenCalledTimes(calls)
  })

  it('a cancelled order is not a payment', async () => {
    vi.useFakeTimers()
    const onPaid = vi.fn()
    apiGet.mockResolvedValue(order(4))
    setup(onPaid)
    await act(() => vi.advanceTimersByTimeAsync(PAID_POLL_MS * 2))
    expect(onPaid).not.toHaveBeenCalled()
  })
})

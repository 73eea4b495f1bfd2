import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { getToken, setToken } from '@/lib/auth-token'
import { fakeRouter, testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

const router = fakeRouter('/orders')

/** A page showing the signed-in shopper's orders, loaded with whatever token is stored at the time. */
function OrdersPage() {
  const orders = useQuery({
    queryKey: ['user', 'orders', 'list'],
    queryFn: async () => `orders of ${getToken()}`,
    staleTime: 60_000,
  })
  return <p>{orders.data ?? 'loading'}</p>
}

describe('session wiring with a page on screen', () => {
  afterEach(() => sessionStorage.clear())

  it("never keeps showing the previous shopper's data when another tab signs in as someone else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    setToken('asha')
    const stop = testSession(client, router).wire()
    const seen: string[] = []
    render(
      <QueryClientProvider client={client}>
        <OrdersPage />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('orders of asha')).toBeTruthy()
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })

    // React Query tells the page on its next tick: let that run, nothing more.
    await act(async () => {
      localStorage.setItem('auth_token', 'ravi')
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'asha', newValue: 'ravi' }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.queryByText('orders of asha')).toBeNull()
    expect(await screen.findByText('orders of ravi')).toBeTruthy()
    observer.disconnect()
    expect(seen.some((text) => text.includes('asha'))).toBe(false)
    stop()
  })
})

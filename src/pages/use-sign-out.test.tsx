import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { notify } from '@/lib/toast'
import { SignOutContext } from '@/features/auth/sign-out-action'
import { storeInfoKeys } from '@/features/store-info/api/store-info'
import { useSignOut } from './use-sign-out'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

const calls: string[] = []
const navigate = vi.fn(async () => void calls.push('navigate'))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
/** The app's sign-out, as AppProviders hands it down. */
const signOut = vi.fn<(options: { serverLogout: boolean | undefined }) => Promise<void>>()
const prepare = vi.fn(async () => undefined)
vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

function setup(capabilities: string[] = []) {
  const client = new QueryClient()
  // Fresh store info: nothing is fetched.
  client.setQueryData(storeInfoKeys.all, { capabilities } as never)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ApiContext value={testApi()}>
        <SignOutContext value={{ signOut, prepare }}>{children}</SignOutContext>
      </ApiContext>
    </QueryClientProvider>
  )
  return renderHook(() => useSignOut(), { wrapper })
}

describe('useSignOut', () => {
  beforeEach(() => {
    calls.length = 0
    vi.mocked(notify).mockClear()
    vi.mocked(signOut).mockReset()
    prepare.mockClear()
  })

  it('gets the sign-out ready when the page that offers it renders, before any click', () => {
    setup()
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(signOut).not.toHaveBeenCalled()
  })

  it("goes home, then signs out; 'Logged out' shows even after the page has gone", async () => {
    let finish: () => void = () => {}
    vi.mocked(signOut).mockImplementation(() => {
      calls.push('signOut')
      return new Promise<void>((resolve) => (finish = resolve))
    })
    const { result, unmount } = setup(['logout'])
    act(() => result.current.mutate())
    await vi.waitFor(() => expect(calls).toEqual(['navigate', 'signOut']))
    expect(navigate).toHaveBeenCalledWith({ to: '/' })
    expect(signOut).toHaveBeenCalledWith({ serverLogout: true })
    unmount()
    finish()
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Logged out',
        description: 'You have been logged out successfully.',
        variant: 'success',
      }),
    )
  })

  it("says 'Failed to log out properly.' when the store could not end the session", async () => {
    vi.mocked(signOut).mockRejectedValue(new Error('503'))
    const { result } = setup()
    act(() => result.current.mutate())
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to log out properly.',
        variant: 'destructive',
      }),
    )
    expect(signOut).toHaveBeenCalledWith({ serverLogout: false })
  })
})

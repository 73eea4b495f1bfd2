// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshToast() {
  vi.resetModules()
  return import('./toast')
}

afterEach(() => vi.useRealTimers())

describe('toast region on demand', () => {
  it('is wanted after the first notify(), and tells its subscribers once', async () => {
    const toast = await freshToast()
    const { renderHook, act } = await import('@testing-library/react')
    const { result } = renderHook(() => toast.useToasterWanted())
    expect(result.current).toBe(false)
    vi.doMock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }))
    act(() => toast.notify({ title: 'Error', description: 'Something went wrong' }))
    expect(result.current).toBe(true)
  })

  it('is wanted once the page has loaded and the browser is idle', async () => {
    const toast = await freshToast()
    let loaded: (() => void) | undefined
    let idle: (() => void) | undefined
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, cb: () => void) => type === 'load' && (loaded = cb),
      requestIdleCallback: (cb: () => void) => ((idle = cb), 1),
    } as unknown as Window
    toast.wantToasterWhenIdle(win)
    expect(idle).toBeUndefined()
    loaded?.()
    expect(idle).toBeDefined()
    const { renderHook } = await import('@testing-library/react')
    expect(renderHook(() => toast.useToasterWanted()).result.current).toBe(false)
    idle?.()
    expect(renderHook(() => toast.useToasterWanted()).result.current).toBe(true)
  })

  it('gives the same message the same toast id (sonner replaces it rather than stacking a copy), another message its own', async () => {
    const error = vi.fn()
    const toast = await freshToast()
    vi.doMock('sonner', () => ({ toast: Object.assign(vi.fn(), { error, success: vi.fn() }) }))
    const failed = { title: 'Error', description: 'Failed to load account information (Status: 500)' } as const
    for (const input of [failed, failed, { title: 'Error', description: 'Failed to log out properly.' }]) {
      const before = error.mock.calls.length
      toast.notify({ ...input, variant: 'destructive' })
      // The first import of the (mocked) toast library can take seconds on a busy machine.
      await vi.waitFor(() => expect(error.mock.calls.length).toBe(before + 1), { timeout: 15_000 })
    }
    const ids = error.mock.calls.map(([, options]) => (options as { id: string }).id)
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[0])
    expect(error.mock.calls[0]![1]).toMatchObject({ description: failed.description })
    // The test's own limit must outlast the waits above (vitest's default is 5 s).
  }, 45_000)
})

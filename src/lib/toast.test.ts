// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest'

// The toast library, replaced once for the file. A `vi.doMock` inside a test was lost when the
// test before it still had its own mock being resolved (a busy machine): the new one never applied.
const sonner = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }))
vi.mock('sonner', () => sonner)

async function freshToast() {
  vi.resetModules()
  return import('./toast')
}

/** Resolves with the arguments of `show`'s next call: notify() shows a toast once its import is in, however long that takes. */
const nextCall = (show: Mock) =>
  new Promise<unknown[]>((resolve) => show.mockImplementationOnce((...args) => resolve(args)))

afterEach(() => vi.useRealTimers())

describe('toast region on demand', () => {
  it('is wanted after the first notify(), and tells its subscribers once', async () => {
    const toast = await freshToast()
    const { renderHook, act } = await import('@testing-library/react')
    const { result } = renderHook(() => toast.useToasterWanted())
    expect(result.current).toBe(false)
    const shown = nextCall(sonner.toast)
    act(() => toast.notify({ title: 'Error', description: 'Something went wrong' }))
    expect(result.current).toBe(true)
    expect(await shown).toEqual(['Error', expect.objectContaining({ description: 'Something went wrong' })])
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
    const toast = await freshToast()
    const failed = { title: 'Error', description: 'Failed to load account information (Status: 500)' } as const
    const options: { id: string; description?: string }[] = []
    for (const input of [failed, failed, { title: 'Error', description: 'Failed to log out properly.' }]) {
      const shown = nextCall(sonner.toast.error)
      toast.notify({ ...input, variant: 'destructive' })
      options.push((await shown)[1] as (typeof options)[number])
    }
    const ids = options.map((o) => o.id)
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[0])
    expect(options[0]).toMatchObject({ description: failed.description })
  })
})

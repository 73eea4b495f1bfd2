// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageBusy, whenFirstViewShown, whenPageSettled } from './page-settled'

const idleRouter = { state: { status: 'idle', isLoading: false } } as Parameters<typeof pageBusy>[1]
const queries = (fetching: number) => ({ isFetching: () => fetching })
const images = (...list: Partial<HTMLImageElement>[]) => ({
  images: list as unknown as HTMLCollectionOf<HTMLImageElement>,
})

describe('pageBusy', () => {
  it('is false once the router is idle, nothing fetches and every eager image is in', () => {
    expect(pageBusy(queries(0), idleRouter, images({ loading: 'eager', complete: true }))).toBe(false)
  })

  it('is true while the router resolves a page', () => {
    const pending = { state: { status: 'pending', isLoading: true } } as Parameters<typeof pageBusy>[1]
    expect(pageBusy(queries(0), pending, images())).toBe(true)
  })

  it('is true while a query fetches', () => {
    expect(pageBusy(queries(1), idleRouter, images())).toBe(true)
  })

  it('waits for an eager image, not for a lazy one below the fold', () => {
    expect(pageBusy(queries(0), idleRouter, images({ loading: 'eager', complete: false }))).toBe(true)
    expect(pageBusy(queries(0), idleRouter, images({ loading: 'lazy', complete: false }))).toBe(false)
  })
})

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'readyState')
  })

  it('runs after the first render, once the page is no longer busy', async () => {
    let busy = true
    let rendered = () => {}
    const run = vi.fn()
    whenPageSettled({ rendered: new Promise<void>((r) => (rendered = r)), busy: () => busy }, run)
    await vi.advanceTimersByTimeAsync(500)
    expect(run).not.toHaveBeenCalled()
    rendered()
    await vi.advanceTimersByTimeAsync(500)
    expect(run).not.toHaveBeenCalled()
    busy = false
    await vi.advanceTimersByTimeAsync(1200)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits until the page has been quiet for three checks in a row (an answer in may not be on screen yet)', async () => {
    const states = [false, true, false, false, true, false, false, false]
    const run = vi.fn()
    whenPageSettled({ rendered: Promise.resolve(), busy: () => states.shift() ?? false }, run)
    await vi.advanceTimersByTimeAsync(650)
    expect(run).not.toHaveBeenCalled()
    expect(states).toEqual([false])
    await vi.advanceTimersByTimeAsync(1200)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits for the window load event', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
    const run = vi.fn()
    whenPageSettled({ rendered: Promise.resolve(), busy: () => false }, run)
    await vi.advanceTimersByTimeAsync(2000)
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(1200)
    expect(run).toHaveBeenCalledOnce()
  })

  it('gives up waiting 10 s after the render when something stays busy', async () => {
    const run = vi.fn()
    whenPageSettled({ rendered: Promise.resolve(), busy: () => true }, run)
    await vi.advanceTimersByTimeAsync(9000)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2500)
    expect(run).toHaveBeenCalledOnce()
  })
})

describe('whenFirstViewShown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Whether `promise` has settled, after letting its callbacks and a frame run. */
  async function settled(promise: Promise<void>, ms = 0): Promise<boolean> {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(ms)
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
    return done
  }

  it("waits for the first render, then for the page's data and eager images, then a painted frame", async () => {
    let busy = true
    let render = () => {}
    const rendered = new Promise<void>((resolve) => (render = resolve))
    const shown = whenFirstViewShown({ rendered, busy: () => busy })
    expect(await settled(shown, 100)).toBe(false)
    render()
    expect(await settled(shown, 500)).toBe(false)
    busy = false
    expect(await settled(shown, 50)).toBe(true)
  })

  it('waits at most a second for a page that stays busy', async () => {
    const shown = whenFirstViewShown({ rendered: Promise.resolve(), busy: () => true })
    expect(await settled(shown, 900)).toBe(false)
    expect(await settled(shown, 200)).toBe(true)
  })

  it("goes at once on the shopper's first tap, before the page has even rendered", async () => {
    const shown = whenFirstViewShown({ rendered: new Promise(() => {}), busy: () => true })
    window.dispatchEvent(new Event('pointerdown'))
    expect(await settled(shown)).toBe(true)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { reloadHistoryMovesUntil, stopOnceMovedInApp } from './early-history-moves'

/** A window whose address Back / Forward move, with a reload to watch. */
function fakeWindow(href: string) {
  const target = new EventTarget()
  const reload = vi.fn()
  const win = Object.assign(target, { location: { href, reload } }) as unknown as Window
  /** A move through history: the address changes, then popstate (as the browser does). */
  const move = (to: string) => {
    win.location.href = to
    target.dispatchEvent(new Event('popstate'))
  }
  return { win, reload, move }
}

describe('reloadHistoryMovesUntil', () => {
  it('until the page has hydrated, a move to another page reloads it and the router never hears of it', async () => {
    const { win, reload, move } = fakeWindow('https://shop.example/product/p-1')
    let hydrated!: () => void
    reloadHistoryMovesUntil(new Promise<void>((resolve) => (hydrated = resolve)), win)
    const router = vi.fn()
    win.addEventListener('popstate', router)

    move('https://shop.example/products?page=2')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(router).not.toHaveBeenCalled()

    hydrated()
    await Promise.resolve()
    move('https://shop.example/product/p-1')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(router).toHaveBeenCalledTimes(1)
  })

  it('leaves a move while offline to the router (a reload could not load the page)', () => {
    const { win, reload, move } = fakeWindow('https://shop.example/product/p-1')
    Object.assign(win, { navigator: { onLine: false } })
    reloadHistoryMovesUntil(new Promise<void>(() => undefined), win)
    const router = vi.fn()
    win.addEventListener('popstate', router)
    move('https://shop.example/products?page=2')
    expect(reload).not.toHaveBeenCalled()
    expect(router).toHaveBeenCalledTimes(1)
  })

  it('leaves a change of fragment alone (the skip link), even while hydrating', () => {
    const { win, reload, move } = fakeWindow('https://shop.example/product/p-1')
    reloadHistoryMovesUntil(new Promise<void>(() => undefined), win)
    const router = vi.fn()
    win.addEventListener('popstate', router)
    move('https://shop.example/product/p-1#main')
    expect(reload).not.toHaveBeenCalled()
    expect(router).toHaveBeenCalledTimes(1)
  })
})

describe('stopOnceMovedInApp', () => {
  it('stops the guard once the router shows another page, not while it shows the rendered one', () => {
    let resolved!: (event: { toLocation: { href: string } }) => void
    const unsubscribe = vi.fn()
    const router = {
      subscribe: (_: string, listener: typeof resolved) => {
        resolved = listener
        return unsubscribe
      },
    }
    const stop = vi.fn()
    stopOnceMovedInApp(router as never, stop, '/')
    resolved({ toLocation: { href: '/#main' } })
    resolved({ toLocation: { href: '/' } })
    expect(stop).not.toHaveBeenCalled()
    resolved({ toLocation: { href: '/wishlist' } })
    expect(stop).toHaveBeenCalledTimes(1)
    expect(unsubscribe).toHaveBeenCalledTimes(1)
  })
})

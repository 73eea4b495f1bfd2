import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdRestoredScroll, RESTORE_HOLD_MS } from './finish-scroll-restoration'

/** A window whose page height and scroll position the test sets; resizes are fired by hand. */
function fakeWindow(pageHeight: number) {
  const target = new EventTarget()
  let onResize: () => void = () => undefined
  const win = {
    innerHeight: 800,
    scrollY: 0,
    document: { documentElement: { scrollHeight: pageHeight }, body: {} },
    scrollTo: vi.fn(({ top }: { top: number }) => {
      // The browser clamps to what the page can scroll.
      win.scrollY = Math.min(top, win.document.documentElement.scrollHeight - win.innerHeight)
    }),
    ResizeObserver: class {
      constructor(callback: () => void) {
        onResize = callback
      }
      observe() {}
      disconnect() {
        onResize = () => undefined
      }
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  }
  const grow = (height: number) => {
    win.document.documentElement.scrollHeight = height
    onResize()
  }
  return { win, grow, asWindow: win as unknown as Window }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('holdRestoredScroll', () => {
  it('puts the window back once the page has grown tall enough', () => {
    const { win, grow, asWindow } = fakeWindow(1000)
    holdRestoredScroll({ top: 2000, left: 0, win: asWindow })
    expect(win.scrollTo).not.toHaveBeenCalled()
    grow(1500)
    expect(win.scrollTo).not.toHaveBeenCalled()
    grow(4000)
    expect(win.scrollY).toBe(2000)
  })

  it('puts it back again when the page changes under it (a skeleton replaced by content)', () => {
    const { win, grow, asWindow } = fakeWindow(4000)
    holdRestoredScroll({ top: 2000, left: 0, win: asWindow })
    win.scrollY = 1700 // scroll anchoring moved the window as content above it changed
    grow(4600)
    expect(win.scrollY).toBe(2000)
  })

  it('lets go as soon as the shopper scrolls or touches', () => {
    const { win, grow, asWindow } = fakeWindow(1000)
    holdRestoredScroll({ top: 2000, left: 0, win: asWindow })
    win.dispatchEvent(new Event('wheel'))
    grow(4000)
    expect(win.scrollTo).not.toHaveBeenCalled()
  })

  it(`lets go after ${RESTORE_HOLD_MS} ms`, () => {
    const { win, grow, asWindow } = fakeWindow(1000)
    holdRestoredScroll({ top: 2000, left: 0, win: asWindow })
    vi.advanceTimersByTime(RESTORE_HOLD_MS)
    grow(4000)
    expect(win.scrollTo).not.toHaveBeenCalled()
  })

  it('stops when asked (a new navigation)', () => {
    const { win, grow, asWindow } = fakeWindow(1000)
    const stop = holdRestoredScroll({ top: 2000, left: 0, win: asWindow })
    stop()
    grow(4000)
    expect(win.scrollTo).not.toHaveBeenCalled()
  })
})

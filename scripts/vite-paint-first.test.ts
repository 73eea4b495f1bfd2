import { describe, expect, it, vi } from 'vitest'
import { bootSource, PAINT_WAIT_CAP_MS, withBootScript } from './vite-paint-first'

describe('withBootScript', () => {
  const html = '<head>\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n</head>'

  it('preloads the entry at low priority and loads the boot module in its place', () => {
    const out = withBootScript(html, 'assets/index-a.js', 'assets/boot-b.js')
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-a.js">')
    expect(out).toContain('<script type="module" crossorigin src="/assets/boot-b.js"></script>')
    expect(out).not.toContain('src="/assets/index-a.js"')
  })

  it('fails the build when the entry script is not there', () => {
    expect(() => withBootScript(html, 'assets/index-z.js', 'assets/boot-b.js')).toThrow(/no module script/)
  })
})

/** Runs the boot module with stand-ins for the page: what it imports, and how paint entries arrive. */
function runBoot({ visible = true, paintTiming = true } = {}) {
  const load = vi.fn()
  let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null =
    null
  let onHidden: (() => void) | null = null
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
    constructor(callback: typeof report) {
      report = callback
    }
    observe() {}
    disconnect() {}
  }
  const source = bootSource('./index-a.js').replace('import(', 'load(')
  new Function('document', 'PerformanceObserver', 'addEventListener', 'load', source)(
    { visibilityState: visible ? 'visible' : 'hidden' },
    FakeObserver,
    (_type: string, listener: () => void) => (onHidden = listener),
    load,
  )
  const paint = (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} })
  return { load, paint, hide: () => onHidden?.() }
}

describe('the boot module', () => {
  it('imports the entry right after the first contentful paint, once', () => {
    vi.useFakeTimers()
    const { load, paint } = runBoot()
    paint('first-paint')
    vi.advanceTimersByTime(0)
    expect(load).not.toHaveBeenCalled()
    paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(load).toHaveBeenCalledWith('./index-a.js')
    vi.advanceTimersByTime(PAINT_WAIT_CAP_MS)
    expect(load).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it(`starts anyway after ${PAINT_WAIT_CAP_MS} ms without a paint, or when the page is hidden`, () => {
    vi.useFakeTimers()
    const late = runBoot()
    vi.advanceTimersByTime(PAINT_WAIT_CAP_MS - 1)
    expect(late.load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(late.load).toHaveBeenCalledTimes(1)
    const hidden = runBoot()
    hidden.hide()
    expect(hidden.load).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('starts at once in a background tab or a browser without paint timing', () => {
    expect(runBoot({ visible: false }).load).toHaveBeenCalledTimes(1)
    expect(runBoot({ paintTiming: false }).load).toHaveBeenCalledTimes(1)
  })
})

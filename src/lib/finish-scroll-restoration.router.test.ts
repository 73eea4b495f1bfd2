// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { AnyRouter, ParsedLocation, RouterHistory } from '@tanstack/react-router'

// The router reads the places it saved (for each history entry's key) from sessionStorage once, when
// its module loads: the entry 'reloaded' has one, as after a reload.
vi.hoisted(() =>
  sessionStorage.setItem(
    'tsr-scroll-restoration-v1_3',
    JSON.stringify({ reloaded: { window: { scrollX: 0, scrollY: 900 } } }),
  ),
)

type HistoryListener = (event: { action: { type: string } }) => void

/** The rule for a router of its own: each test starts on a first page. */
async function load() {
  const { routerScrollRestoration } = await import('./finish-scroll-restoration')
  const { trackHistoryActions } = await import('./history-action')
  let listener: HistoryListener = () => undefined
  const history = {
    subscribe: (fn: HistoryListener) => ((listener = fn), () => undefined),
  } as unknown as RouterHistory
  trackHistoryActions(history)
  const location = (key: string, hash = '') =>
    ({
      href: `/products?page=2${hash ? `#${hash}` : ''}`,
      hash,
      state: { __TSR_key: key },
    }) as unknown as ParsedLocation
  let current = location('first')
  const router = {
    get latestLocation() {
      return current
    },
    history,
    options: {},
  } as unknown as AnyRouter
  const rule = routerScrollRestoration(() => router)
  return {
    /** Whether the router restores scroll for `at`, reached by a navigation of kind `action` (none: the first page). */
    restores(at: ParsedLocation, action?: string) {
      if (action) listener({ action: { type: action } })
      current = at
      return rule({ location: at })
    },
    location,
  }
}

describe('routerScrollRestoration', () => {
  it('leaves a first page with no saved place where it is (the shopper may have scrolled it already)', async () => {
    const { restores, location } = await load()
    expect(restores(location('first'))).toBe(false)
  })

  it('puts a reloaded first page back at its saved place, and a first page with an anchor at the anchor', async () => {
    const reloaded = await load()
    expect(reloaded.restores(reloaded.location('reloaded'))).toBe(true)
    const anchored = await load()
    expect(anchored.restores(anchored.location('first', 'reviews'))).toBe(true)
  })

  it('restores for Back and Forward, and leaves a new navigation to the page-change scroll', async () => {
    const { restores, location } = await load()
    expect(restores(location('second'), 'PUSH')).toBe(false)
    expect(restores(location('first'), 'BACK')).toBe(true)
    expect(restores(location('second'), 'FORWARD')).toBe(true)
    expect(restores(location('third'), 'REPLACE')).toBe(false)
  })
})

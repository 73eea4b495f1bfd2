import { describe, expect, it, vi } from 'vitest'
import type { BlockerFn, HistoryLocation, RouterHistory } from '@tanstack/react-router'
import type { ChunkReloader } from '@/features/pwa/stale-chunk'
import { PART_BACK_EVENT, PART_STUCK_EVENT } from '@/lib/lazy-optional'
import { followNewVersion, type RouterLike } from './follow-new-version'

type NavigationBlocker = Parameters<RouterHistory['block']>[0]

/** A router stand-in that keeps the blocker, a fake window and worker container, and spies. */
function setup(status: 'pending' | 'idle' = 'idle', controlled = true) {
  let blocker: NavigationBlocker | undefined
  let holds = 0
  const router: RouterLike = {
    history: {
      block: (b) => {
        holds++
        blocker = b
        return () => (blocker = undefined)
      },
    },
    state: { status },
  }
  const win = new EventTarget() as unknown as Window
  const sw = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
  }) as unknown as ServiceWorkerContainer
  const nav = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() }
  const reloader: ChunkReloader = { claim: vi.fn(() => true), reload: vi.fn(), reloadNow: vi.fn() }
  const stop = followNewVersion(router, { win, sw, nav, reloader })
  const go = (action: Parameters<BlockerFn>[0]['action'], href = '/wishlist') =>
    blocker!.blockerFn({
      action,
      currentLocation: { href: '/' } as HistoryLocation,
      nextLocation: { href } as HistoryLocation,
    })
  const preloadError = (message: string) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error }
    event.payload = new TypeError(message)
    win.dispatchEvent(event)
  }
  return { router, win, blocker: () => blocker, holds: () => holds, sw, nav, reloader, go, preloadError, stop }
}

const MISSING = 'Failed to fetch dynamically imported module: http://localhost:4173/assets/cart-Cfr4BeqG.js'

describe('followNewVersion', () => {
  it('leaves route changes alone while this tab runs the version in control', () => {
    const t = setup()
    expect(t.blocker()).toBeUndefined()
  })

  it('a first worker taking control of a page that had none is not a new version', () => {
    const t = setup('idle', false)
    t.sw.dispatchEvent(new Event('controllerchange'))
    expect(t.blocker()).toBeUndefined()
    // A later change of worker is.
    t.sw.dispatchEvent(new Event('controllerchange'))
    expect(t.holds()).toBe(1)
  })

  it('after a new worker takes control, the next route change loads the new version as a full page', async () => {
    const t = setup()
    t.sw.dispatchEvent(new Event('controllerchange'))
    t.sw.dispatchEvent(new Event('controllerchange'))
    expect(t.holds()).toBe(1)
    // No "Leave site?" prompt on the way.
    expect(t.blocker()!.enableBeforeUnload).toBe(false)
    expect(await t.go('PUSH', '/wishlist?x=1')).toBe(true)
    expect(t.nav.assign).toHaveBeenCalledWith('/wishlist?x=1')
    expect(await t.go('REPLACE', '/login')).toBe(true)
    expect(t.nav.replace).toHaveBeenCalledWith('/login')
    // Back and forward have already changed the URL: reload it.
    expect(await t.go('BACK')).toBe(false)
    expect(t.nav.reload).toHaveBeenCalledTimes(1)
  })

  it('once a part of the page cannot come back, the next route change is a full page load', async () => {
    const t = setup()
    t.win.dispatchEvent(new Event(PART_STUCK_EVENT))
    t.win.dispatchEvent(new Event(PART_STUCK_EVENT))
    expect(t.holds()).toBe(1)
    expect(t.nav.reload).not.toHaveBeenCalled()
    expect(await t.go('PUSH', '/products/tv')).toBe(true)
    expect(t.nav.assign).toHaveBeenCalledWith('/products/tv')
    t.stop()
    expect(t.blocker()).toBeUndefined()
  })

  it('lifts the hold once every stuck part has come back in this page, unless a new version took control', async () => {
    const t = setup()
    const [footer, notices] = [{}, {}]
    const stuck = (part: object) => t.win.dispatchEvent(new CustomEvent(PART_STUCK_EVENT, { detail: part }))
    const back = (part: object) => t.win.dispatchEvent(new CustomEvent(PART_BACK_EVENT, { detail: part }))
    stuck(footer)
    stuck(notices)
    back(footer)
    expect(t.blocker()).toBeDefined()
    // The last one back (a browser that asks again for a failed module): route changes stay in the app.
    back(notices)
    expect(t.blocker()).toBeUndefined()
    stuck(footer)
    t.sw.dispatchEvent(new Event('controllerchange'))
    back(footer)
    expect(await t.go('PUSH', '/cart')).toBe(true)
    expect(t.nav.assign).toHaveBeenCalledWith('/cart')
  })

  it('reloads for a chunk that fails while a route loads, and only then', () => {
    const idle = setup('idle')
    idle.preloadError(MISSING)
    expect(idle.reloader.claim).not.toHaveBeenCalled()

    const loading = setup('pending')
    loading.preloadError('Something else broke')
    expect(loading.reloader.reload).not.toHaveBeenCalled()
    loading.preloadError(MISSING)
    expect(loading.reloader.claim).toHaveBeenCalledTimes(1)
    expect(loading.reloader.reload).toHaveBeenCalledTimes(1)

    vi.mocked(loading.reloader.claim).mockReturnValue(false)
    loading.preloadError(MISSING)
    expect(loading.reloader.reload).toHaveBeenCalledTimes(1)
  })

  it('stops watching when asked', () => {
    const t = setup('pending')
    t.sw.dispatchEvent(new Event('controllerchange'))
    t.stop()
    t.sw.dispatchEvent(new Event('controllerchange'))
    t.preloadError(MISSING)
    expect(t.blocker()).toBeUndefined()
    expect(t.reloader.claim).not.toHaveBeenCalled()
  })
})

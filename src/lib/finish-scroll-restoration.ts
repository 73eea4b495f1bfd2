import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { getElementScrollRestorationEntry } from '@tanstack/router-core'
import { isFirstPage, restoresScroll } from './history-action'

/** How long a restored position is held while the page around it is still changing (ms). */
export const RESTORE_HOLD_MS = 5000

/** Where the window should be put back, and the window and page it is measured on. */
export interface PendingRestore {
  top: number
  left: number
  win?: Window
}

/**
 * Holds the window at `top` / `left` (px) while the page settles: each time the page changes size
 * (its data replacing a skeleton, a taller grid), the window is put back there once the page is tall
 * enough. Without this, a page restored over a skeleton loses its place when the real content
 * arrives (the browser clamps a short page, and scroll anchoring moves the window as content above it
 * changes). Stops as soon as the shopper scrolls, types or touches, or after `RESTORE_HOLD_MS`.
 * @returns a function that stops holding.
 */
export function holdRestoredScroll({ top, left, win = window }: PendingRestore): () => void {
  const doc = win.document.documentElement
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const put = () => {
    if (doc.scrollHeight - win.innerHeight < top - 1 || Math.abs(win.scrollY - top) < 2) return
    win.scrollTo({ top, left, behavior: 'instant' })
  }
  const observer = new (win as Window & typeof globalThis).ResizeObserver(put)
  const timer = setTimeout(() => stop(), RESTORE_HOLD_MS)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of events) win.removeEventListener(type, stop, true)
  }
  put()
  observer.observe(win.document.body)
  for (const type of events) win.addEventListener(type, stop, { capture: true, passive: true })
  return stop
}

/**
 * The router's `scrollRestoration` rule: whether its scroll restoration runs for the page just
 * rendered. Back / Forward put back the place saved for the entry (restoresScroll). The first page
 * is put back only when a place was saved for it (a reload) or its URL names an anchor (#id): with
 * neither, it opened at the top, and the router's scroll to the top could only undo the shopper's
 * own scrolling of the page the server (or the build) drew before the app started.
 * @param getRouter the router, read when a page renders (the rule is passed to its constructor).
 */
export function routerScrollRestoration(getRouter: () => AnyRouter) {
  return ({ location }: { location: ParsedLocation }): boolean => {
    if (!restoresScroll()) return false
    if (!isFirstPage() || location.hash) return true
    return getElementScrollRestorationEntry(getRouter(), { getElement: () => window }) !== undefined
  }
}

/**
 * Completes the router's scroll restoration on pages whose content arrives after they render. The
 * router puts a page back where it was left (Back / Forward, a reload) as soon as it renders; when
 * that render is a skeleton (its data not yet loaded), the place would be lost when the data comes.
 * This holds the place until the page settles (holdRestoredScroll). Call it right after creating
 * the router, so the router's own restore runs first. @returns the unsubscribe.
 */
export function finishScrollRestoration(router: AnyRouter, win: Window = window): () => void {
  let pending: (() => void) | undefined
  const offRendered = router.subscribe('onRendered', (event) => {
    pending?.()
    pending = undefined
    // The router records the window's place, when a page is left, only if a scroll event reached
    // the document since its last render. The first page can have been scrolled before that render
    // (the server's markup is on screen before the app starts): report its place now, as a scroll
    // would, or Back to it would open at the top. Not read here: reading the place would force a
    // layout of the page just built into this task. The event does not bubble to the window's listeners.
    if (isFirstPage()) win.document.dispatchEvent(new Event('scroll'))
    if (!restoresScroll() || event.toLocation.hash) return
    const saved = getElementScrollRestorationEntry(router, { getElement: () => win })
    if (saved && saved.scrollY > 0) pending = holdRestoredScroll({ top: saved.scrollY, left: saved.scrollX, win })
  })
  // A new navigation ends a wait: its page has a place of its own.
  const offNavigate = router.subscribe('onBeforeNavigate', () => {
    pending?.()
    pending = undefined
  })
  return () => {
    pending?.()
    offRendered()
    offNavigate()
  }
}

import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { getElementScrollRestorationEntry } from '@tanstack/router-core'
import { isFirstPage, restoresScroll } from './history-action'

export const RESTORE_HOLD_MS = 5000

export interface PendingRestore {
  top: number
  left: number
  win?: Window
}

/** Holds the window at `top`/`left` (px) while content replaces a skeleton, until the shopper acts; @returns stop. */
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

/** The router's `scrollRestoration` rule: Back/Forward, and a first page with a saved place (a reload) or an anchor. */
export function routerScrollRestoration(getRouter: () => AnyRouter) {
  return ({ location }: { location: ParsedLocation }): boolean => {
    const { history } = getRouter()
    if (!restoresScroll(history)) return false
    if (!isFirstPage(history) || location.hash) return true
    return getElementScrollRestorationEntry(getRouter(), { getElement: () => window }) !== undefined
  }
}

/** Holds a restored place until a page whose data arrives late settles; call right after creating the router. */
export function finishScrollRestoration(router: AnyRouter, win: Window = window): () => void {
  let pending: (() => void) | undefined
  const offRendered = router.subscribe('onRendered', (event) => {
    pending?.()
    pending = undefined
    // The router saves a place on leaving only after a scroll event; the first page may be scrolled before the app.
    if (isFirstPage(router.history)) win.document.dispatchEvent(new Event('scroll'))
    if (!restoresScroll(router.history) || event.toLocation.hash) return
    const saved = getElementScrollRestorationEntry(router, { getElement: () => win })
    if (saved && saved.scrollY > 0) pending = holdRestoredScroll({ top: saved.scrollY, left: saved.scrollX, win })
  })
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

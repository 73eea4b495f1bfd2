import { useCallback, useLayoutEffect, useRef } from 'react'

const GAP_PX = 12

/** Viewport top covered by sticky or fixed `<header>`s (px), 0 when none. */
export function stickyTopInset(doc: Document = document): number {
  const win = doc.defaultView
  if (!win) return 0
  let inset = 0
  for (const el of doc.querySelectorAll<HTMLElement>('header')) {
    const style = win.getComputedStyle(el)
    if (style.position !== 'sticky' && style.position !== 'fixed') continue
    const top = parseFloat(style.top)
    if (Number.isFinite(top)) inset = Math.max(inset, top + el.getBoundingClientRect().height)
  }
  return inset
}

/** Scrolls `el` just below the sticky header in one jump and focuses it (tabindex -1 if needed). */
export function revealElement(el: HTMLElement): void {
  const win = el.ownerDocument.defaultView
  if (!win) return
  const top = el.getBoundingClientRect().top + win.scrollY - stickyTopInset(el.ownerDocument) - GAP_PX
  win.scrollTo({ top: Math.max(0, top), behavior: 'instant' })
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1
  el.focus({ preventScroll: true })
}

/** A ref for the element naming a page's current view, revealed when `view` changes to non-null after mount. */
export function useRevealOnSwap<T extends HTMLElement = HTMLElement>(view: string | null): (el: T | null) => void {
  const target = useRef<T | null>(null)
  const shown = useRef(view)
  useLayoutEffect(() => {
    if (shown.current === view) return
    shown.current = view
    if (view !== null && target.current) revealElement(target.current)
  }, [view])
  return useCallback((el: T | null) => {
    target.current = el
  }, [])
}

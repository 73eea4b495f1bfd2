import { useCallback, useLayoutEffect, useRef } from 'react'

/** Space left between the sticky header and a revealed element (px). */
const GAP_PX = 12

/**
 * How much of the top of the viewport the page's own bars cover (px): the largest `top + height`
 * of the `<header>` elements that are `position: sticky` or `fixed` with a set `top`. 0 when none.
 */
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

/**
 * Brings `el` to the top of the viewport, just below the sticky header (nothing covers it), in one
 * jump (the content has just changed, so there is nothing to follow), and moves keyboard and
 * screen-reader focus to it, giving it `tabindex="-1"` when it is not focusable on its own.
 */
export function revealElement(el: HTMLElement): void {
  const win = el.ownerDocument.defaultView
  if (!win) return
  const top = el.getBoundingClientRect().top + win.scrollY - stickyTopInset(el.ownerDocument) - GAP_PX
  win.scrollTo({ top: Math.max(0, top), behavior: 'instant' })
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1
  el.focus({ preventScroll: true })
}

/**
 * For a page that swaps one view for another in place (a form for its QR code, a form for an error):
 * returns a callback ref for the element that names the current view (its heading, or a notice).
 * Each time `view` changes to a non-null value after the first render, that element is revealed
 * (`revealElement`): scrolled below the sticky header and focused. The first view, and a return to
 * null (nothing to announce), leave scroll and focus alone.
 */
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

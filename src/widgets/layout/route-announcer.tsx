import { useEffect, useState } from 'react'
import { useRouter, type ParsedLocation, type RouterEvents } from '@tanstack/react-router'
import { DocumentMeta } from './document-meta'
import { isHistoryTraversal } from '@/lib/history-action'

/** How long after a page change its name is announced when no heading took focus (ms): its title is set by then. */
const ANNOUNCE_DELAY_MS = 100
/** How long a page still loading its data may take to show its heading and still get focus on it (ms). */
const HEADING_WAIT_MS = 3000

/** A different page, not just other filters of the same one: another path, or another search text. */
export function isNewPage(from: ParsedLocation, to: ParsedLocation): boolean {
  const text = (l: ParsedLocation) => (l.search as { search?: unknown }).search
  return from.pathname !== to.pathname || text(from) !== text(to)
}

function focusWithoutScroll(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
}

/**
 * Focuses the main's first h1 without scrolling; with none yet, the main, then the h1 if it shows within 3 s
 * and the shopper has not moved focus. @returns where focus went ('heading' | 'main' | 'none') and `stop`.
 */
export function focusPageStart(doc: Document = document): { focused: 'heading' | 'main' | 'none'; stop: () => void } {
  const main = doc.getElementById('main')
  const heading = (main ?? doc).querySelector('h1')
  const none = () => undefined
  if (heading) {
    focusWithoutScroll(heading)
    return { focused: 'heading', stop: none }
  }
  if (!main) return { focused: 'none', stop: none }
  focusWithoutScroll(main)
  const observer = new MutationObserver(() => {
    const shown = main.querySelector('h1')
    if (!shown) return
    stop()
    if (doc.activeElement === main) focusWithoutScroll(shown)
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return { focused: 'main', stop }
}

/** A page change rendered before this module loaded: the router's event, Back/Forward, the focused element. */
export interface EarlyRender {
  event: RouterEvents['onRendered']
  traversal: boolean
  focused: Element | null
}

/**
 * Says where the shopper is: the document title, and after a new navigation to another page focus on its
 * heading (or the main, with the title announced). Back/Forward move no focus. `early`: a change before load.
 */
export function RouteAnnouncer({ early }: { early?: EarlyRender }) {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopWaiting = (): void => undefined
    const onRendered = (e: RouterEvents['onRendered'], traversal: boolean) => {
      if (!e.fromLocation || traversal || !isNewPage(e.fromLocation, e.toLocation)) return
      stopWaiting()
      const { focused, stop } = focusPageStart()
      stopWaiting = stop
      if (focused === 'heading') return
      setAnnouncement('')
      clearTimeout(timer)
      timer = setTimeout(() => setAnnouncement(document.title), ANNOUNCE_DELAY_MS)
    }
    const off = router.subscribe('onRendered', (e) => onRendered(e, isHistoryTraversal(router.history)))
    if (early && document.activeElement === early.focused) onRendered(early.event, early.traversal)
    return () => {
      off()
      stopWaiting()
      clearTimeout(timer)
    }
  }, [router, early])
  return (
    <>
      <DocumentMeta />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </div>
    </>
  )
}

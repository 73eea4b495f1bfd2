import { useEffect, useState, type ComponentType } from 'react'
import type { EarlyRender } from './route-announcer'
import { useRouter } from '@tanstack/react-router'
import { isHistoryTraversal, trackHistoryActions } from '@/lib/history-action'

/**
 * What a route change does (every route change scrolls smoothly to the top): a new
 * navigation (link, button, redirect) to another URL scrolls smoothly to the top (at once when
 * reduced motion is asked for); Back / Forward do not — the router's scroll restoration puts the
 * page back where it was. The page titles, focus moves and announcements (RouteAnnouncer) load
 * right after the first view, so they add nothing to the first load; a page change the shopper
 * made before they arrived is handed to them, so its focus move is not lost.
 */
export function RouteChange() {
  const router = useRouter()
  const [announcer, setAnnouncer] = useState<{
    Announcer: ComponentType<{ early?: EarlyRender }>
    early?: EarlyRender
  }>()
  useEffect(() => {
    let early: EarlyRender | undefined
    const offEarly = router.subscribe('onRendered', (event) => {
      early = { event, traversal: isHistoryTraversal(), focused: document.activeElement }
    })
    import('./route-announcer').then(
      (m) => {
        offEarly()
        setAnnouncer({ Announcer: m.RouteAnnouncer, early })
      },
      () => offEarly(),
    )
    // Subscribed here, once the router's own history listener is in place: a history subscriber
    // before it would stop the router from loading a redirect of the first page by itself.
    const offHistory = trackHistoryActions(router.history)
    const offResolved = router.subscribe('onResolved', (e) => {
      if (isHistoryTraversal() || !(e.pathChanged || e.hrefChanged)) return
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    })
    return () => {
      offEarly()
      offHistory()
      offResolved()
    }
  }, [router])
  return announcer ? <announcer.Announcer early={announcer.early} /> : null
}

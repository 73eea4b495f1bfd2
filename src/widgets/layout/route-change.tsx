import { useEffect, useState, type ComponentType } from 'react'
import type { EarlyRender } from './route-announcer'
import { useRouter } from '@tanstack/react-router'
import { isHistoryTraversal, trackHistoryActions } from '@/lib/history-action'
import { whenPartsMayLoad } from '@/lib/lazy-optional'

/**
 * A new navigation to another URL scrolls to the top (smoothly unless reduced motion); Back/Forward do not.
 * RouteAnnouncer loads after the first view and is handed any page change made before it arrived.
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
      early = { event, traversal: isHistoryTraversal(router.history), focused: document.activeElement }
    })
    whenPartsMayLoad()
      .then(() => import('./route-announcer'))
      .then(
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
      if (isHistoryTraversal(router.history) || !(e.pathChanged || e.hrefChanged)) return
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

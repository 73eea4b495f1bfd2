import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/** Spec §2: every route change scrolls smoothly to the top (not on search-only changes of the same path with a hash). */
export function ScrollToTop() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (e) => {
        if (e.pathChanged || e.hrefChanged) {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        }
      }),
    [router],
  )
  return null
}

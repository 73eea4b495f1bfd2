import { useEffect, useState } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { chunkReloader, isChunkLoadError } from '@/features/pwa/stale-chunk'
import { useT } from '@/i18n/use-t'

/** Shown while the page reloads to pick up the app's new version. */
export const UPDATING_MESSAGE = 'Loading the latest version…'

/**
 * Fallback for any route error: a readable page with Try Again, never a blank screen.
 * A page whose code chunk failed to load (an old tab after a deploy) reloads once by itself and
 * says so meanwhile; if that happens again right after the reload, the error view shows, and its
 * Try Again reloads the page (retrying inside the page cannot bring back a missing chunk). Any
 * other error's Try Again loads the route again in place.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  const stale = isChunkLoadError(error)
  // Claimed once, when the view appears; the claim is recorded, so it cannot repeat across reloads.
  const [reloading] = useState(() => stale && chunkReloader.claim())
  useEffect(() => {
    if (reloading) chunkReloader.reload()
  }, [reloading])

  if (reloading) {
    return (
      <StateMessage role="status">
        <p>{t('layout.updating')}</p>
      </StateMessage>
    )
  }
  return (
    <StateMessage role="alert">
      <h1>{t('layout.errorTitle')}</h1>
      <p>{t('layout.errorText')}</p>
      <Button
        type="button"
        onClick={() => {
          if (stale) return chunkReloader.reloadNow()
          reset()
          void router.invalidate()
        }}
      >
        {t('common.tryAgain')}
      </Button>
    </StateMessage>
  )
}

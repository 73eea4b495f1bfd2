import { useEffect, useState } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { ThemeFrame } from '@/components/ui/theme-frame'
import { chunkReloader, isChunkLoadError } from '@/features/pwa/stale-chunk'
import { useT } from '@/i18n/use-t'

/** Shown while the page reloads to pick up the app's new version. */
export const UPDATING_MESSAGE = 'Loading the latest version…'

/**
 * Fallback for any route error, with Try Again. A chunk that failed to load reloads the page once by itself;
 * if it fails again, Try Again reloads the page (in-page retries cannot bring back a missing chunk).
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

  // Its own theme: an error of a layout route shows outside any layout.
  if (reloading) {
    return (
      <ThemeFrame>
        <StateMessage role="status">
          <p>{t('layout.updating')}</p>
        </StateMessage>
      </ThemeFrame>
    )
  }
  return (
    <ThemeFrame>
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
    </ThemeFrame>
  )
}

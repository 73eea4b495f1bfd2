import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useUpdateOffer } from './update-store'
import { Notice } from './notice.styles'
import { useT } from '@/i18n/use-t'

/**
 * The update offer: 'A new version is available' with a Reload action. The new service worker
 * activates only on the shopper's word; this tab then reloads, and every other open tab loads the
 * new version on its next route change, so no tab runs old code against the new worker.
 */
export function UpdatePrompt() {
  const t = useT()
  const apply = useUpdateOffer()
  const [reloading, setReloading] = useState(false)
  if (!apply) return null
  return (
    <Notice role="status">
      <span>{t('pwa.updateAvailable')}</span>
      <Button
        type="button"
        $variant="secondary"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          apply()
        }}
      >
        {reloading ? t('pwa.reloading') : t('pwa.reload')}
      </Button>
    </Notice>
  )
}

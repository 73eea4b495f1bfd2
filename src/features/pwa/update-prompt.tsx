import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useUpdateOffer } from './update-store'
import { Notice } from './notice.styles'
import { useT } from '@/i18n/use-t'

/** The new worker activates only on the shopper's word; other tabs load the new version on their next route change. */
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

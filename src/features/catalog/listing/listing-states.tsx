import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { useT } from '@/i18n/use-t'

export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT()
  return (
    <StateMessage role="alert">
      <p>{t('listing.failed')}</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.tryAgain')}
      </Button>
    </StateMessage>
  )
}

export function ListingEmpty({ onClear, children }: { onClear: () => void; children?: ReactNode }) {
  const t = useT()
  return (
    <StateMessage>
      <p>{t('listing.empty')}</p>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('listing.clearFilters')}
      </Button>
      {children}
    </StateMessage>
  )
}

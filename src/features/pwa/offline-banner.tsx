import { useNetworkState } from './network-status'
import { Notice } from './notice.styles'
import { useT } from '@/i18n/use-t'

/** Shown while requests fail; says so when only the store is down (not the shopper's connection). */
export function OfflineBanner() {
  const t = useT()
  const state = useNetworkState()
  if (state === 'online') return null
  return (
    <Notice role="status" data-testid="offline-banner">
      <span>{state === 'offline' ? t('pwa.offline') : t('pwa.storeDown')}</span>
    </Notice>
  )
}

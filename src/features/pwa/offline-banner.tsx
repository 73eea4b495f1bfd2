import { useNetworkState } from './network-status'
import { Notice } from './notice.styles'
import { useT } from '@/i18n/use-t'

/**
 * Shown while requests fail for lack of network, or while the network works but the store API does
 * not answer (then it says so: it is not the shopper's connection); gone when they get through again.
 */
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

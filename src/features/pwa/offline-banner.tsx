import { useNetworkState } from './network-status'
import { Notice } from './notice.styles'

/** The banner while the device is offline. */
export const OFFLINE_MESSAGE = "You're offline — showing saved products"

/** The banner while the network works but the store API does not answer (it is not the shopper's connection). */
export const STORE_DOWN_MESSAGE = 'The store isn’t answering — showing saved products'

/** Shown while requests fail for lack of network (or of the store); gone when they get through again. */
export function OfflineBanner() {
  const state = useNetworkState()
  if (state === 'online') return null
  return (
    <Notice role="status" data-testid="offline-banner">
      <span>{state === 'offline' ? OFFLINE_MESSAGE : STORE_DOWN_MESSAGE}</span>
    </Notice>
  )
}

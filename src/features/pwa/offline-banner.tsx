import { useIsOffline } from './network-status'
import { Notice } from './notice.styles'

/** The text of the offline banner (issue 4, DESIGN.md offline experience). */
export const OFFLINE_MESSAGE = "You're offline — showing saved products"

/** Shown while requests fail for lack of network; gone when it returns. */
export function OfflineBanner() {
  const offline = useIsOffline()
  if (!offline) return null
  return (
    <Notice role="status" data-testid="offline-banner">
      <span>{OFFLINE_MESSAGE}</span>
    </Notice>
  )
}

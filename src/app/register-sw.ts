import { offerUpdate } from '@/features/pwa/update-store'
import { SERVER_RENDERED_MESSAGE } from '@/features/pwa/sw-match'
import { CACHE_APP_IMAGES_MESSAGE } from '@/features/pwa/sw-image-cache'
import { dataSaverMode } from '@/lib/data-saver'
import { serverRendered } from './server-rendered'

export const UPDATE_CHECK_MS = 60 * 60_000

/** Registers /sw.js after load (production only); a new worker waits until the shopper takes the update. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox('/sw.js', { scope: '/' })
    wb.addEventListener('waiting', () => {
      offerUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      })
    })
    const registration = await wb.register()
    if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    void navigator.serviceWorker.ready.then(({ active }) => {
      // This page came from an HTML server: the worker then asks the server first for the pages it renders.
      if (serverRendered) active?.postMessage({ type: SERVER_RENDERED_MESSAGE })
      // The app's own images for offline, unless the shopper saves data.
      if (dataSaverMode() === 'off') active?.postMessage({ type: CACHE_APP_IMAGES_MESSAGE })
    })
  }
  const start = () => void register().catch(() => undefined)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

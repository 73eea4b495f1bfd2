import { offerUpdate } from '@/features/pwa/update-store'
import { SERVER_RENDERED_MESSAGE } from '@/features/pwa/sw-match'
import { serverRendered } from './server-rendered'

/** How often an open tab asks for a newer service worker (ms); navigations also check. */
export const UPDATE_CHECK_MS = 60 * 60_000

/**
 * Registers /sw.js after the window's load event, so it never competes with the first paint;
 * workbox-window loads on demand. A new worker waits (no skipWaiting on install): the app offers
 * 'A new version is available' and, on Reload, posts SKIP_WAITING and reloads once the new worker
 * controls the page. The other open tabs move to the new version on their next route change
 * (`follow-new-version.ts`). A server-rendered page tells the worker that the app comes from an
 * HTML server, so its later navigations to server-rendered pages try the network first.
 * Production builds only (no worker in dev).
 */
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
    // This page came from an HTML server: the worker then asks the server first for the pages it renders.
    if (serverRendered)
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: SERVER_RENDERED_MESSAGE }))
  }
  const start = () => void register().catch(() => undefined)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

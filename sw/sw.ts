/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { isCacheableApiRequest, isCacheableImageRequest, NAVIGATION_DENYLIST } from '../src/features/pwa/sw-match'

declare const self: ServiceWorkerGlobalScope

/*
 * Caching policy of DESIGN.md:
 * - the shell and every route chunk are precached; app navigations get the precached index.html;
 * - public catalogue GETs (/storeInfo, /products, /products/{id}) are network-first with a short
 *   timeout, so online shoppers see fresh prices and offline ones the last answer;
 * - images are cache-first;
 * - nothing with an Authorization header, and no account, order, payment or user call, is stored:
 *   the matchers in sw-match.ts refuse them, and no other request is runtime-cached.
 * A new worker waits until the app posts SKIP_WAITING, so an open tab never mixes old and new chunks.
 */

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }))

/** Tells open tabs whether the API answered (feeds the offline banner: navigator.onLine alone is unreliable). */
function broadcastNetwork(online: boolean): void {
  void self.clients.matchAll({ type: 'window' }).then((clients) => {
    for (const client of clients) client.postMessage({ type: 'NETWORK_STATUS', online })
  })
}

const networkReporter: WorkboxPlugin = {
  fetchDidFail: async () => broadcastNetwork(false),
  fetchDidSucceed: async ({ response }) => {
    broadcastNetwork(true)
    return response
  },
}

// Images before the API route: cross-origin images are opaque (status 0) and need their own rules.
registerRoute(
  ({ request, url }) => isCacheableImageRequest(request, url),
  new CacheFirst({
    cacheName: 'images-v1',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      // Opaque responses weigh heavily against the quota: keep the set bounded and drop it on quota errors.
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request, url }) => isCacheableApiRequest(request, url),
  new NetworkFirst({
    cacheName: 'catalogue-api-v1',
    networkTimeoutSeconds: 3,
    plugins: [
      networkReporter,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// The update flow of DESIGN.md: no skipWaiting on install; the app asks for it on the shopper's word.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import {
  imageStrategy,
  isCacheableApiRequest,
  isCacheableImageRequest,
  NAVIGATION_DENYLIST,
} from '../src/features/pwa/sw-match'

declare const self: ServiceWorkerGlobalScope

/*
 * Caching policy:
 * - the shell and every route chunk are precached; app navigations get the precached index.html;
 * - public catalogue GETs (/storeInfo, /products, /products/{id}) are network-first with a short
 *   timeout, so online shoppers see fresh prices and offline ones the last answer;
 * - images are stored only when their real status is 200: cache-first when that status is visible
 *   (our origin, or requested with CORS), network-first for opaque cross-origin ones, which are
 *   never stored; the set is bounded in entries and age;
 * - nothing with an Authorization header, and no account, order, payment or user call, is stored:
 *   the matchers in sw-match.ts refuse them, and no other request is runtime-cached.
 * A new worker waits until the app posts SKIP_WAITING (the shopper tapped Reload); it then takes over
 * every open tab, and the app moves each of them to the new version on its next route change.
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

// Images before the API route (an image under /api/v1/images must get the image rules).
// Only 200s are stored (an opaque answer has status 0, so it never is): a failed image is asked for
// again next time instead of being served from the cache for weeks.
const IMAGE_CACHE = 'images-v2'
/** Caches of earlier versions of this worker; v1 could hold opaque failures, so it goes on activation. */
const RETIRED_CACHES = ['images-v1']
// One set of plugins for both strategies: one bound on the one cache.
const imagePlugins = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
]
const imagesCacheFirst = new CacheFirst({ cacheName: IMAGE_CACHE, plugins: imagePlugins })
// Offline, an opaque request can still be answered with a CORS copy stored for the same URL.
const imagesNetworkFirst = new NetworkFirst({ cacheName: IMAGE_CACHE, plugins: imagePlugins })
registerRoute(
  ({ request, url }) => isCacheableImageRequest(request, url),
  (options) =>
    (imageStrategy(options.request, options.url, self.location.origin) === 'cache-first'
      ? imagesCacheFirst
      : imagesNetworkFirst
    ).handle(options),
)

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))))
})

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

// The update flow: no skipWaiting on install; the app asks for it on the shopper's word.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

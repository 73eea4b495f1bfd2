/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import {
  imageStrategy,
  isCacheableApiRequest,
  isCacheableImageRequest,
  isUsableNavigationResponse,
  NAVIGATION_DENYLIST,
  precachedPagesFor,
  SERVER_NAVIGATION_TIMEOUT_MS,
  SERVER_RENDERED_MESSAGE,
} from '../src/features/pwa/sw-match'
import {
  byteLimitPlugin,
  CACHE_APP_IMAGES_MESSAGE,
  IMAGE_CACHE_MAX_BYTES,
  isImageEntry,
} from '../src/features/pwa/sw-image-cache'
import { rendersOnServer } from '../src/lib/server-rendered-paths'
import { sendOutboxFromWorker } from '../src/app/outbox-worker'
import { deviceOutbox } from '../src/features/orders/outbox/outbox-db'
import type { LockManagerLike } from '../src/features/orders/outbox/outbox-lock'
import { deviceSessionStore } from '../src/features/orders/outbox/outbox-session'
import { OUTBOX_SYNC_TAG, tellTabs } from '../src/features/orders/outbox/outbox-sync'

declare const self: ServiceWorkerGlobalScope

/*
 * Caching policy:
 * - the shell, the prerendered pages and every route chunk are precached; a navigation gets its
 *   own prerendered page (/login → login.html, / → index.html) or else the route-neutral shell.html.
 *   When the app is served by an HTML server (a server-rendered page told the worker so), a
 *   navigation to a page the server renders (home, a listing, a product) tries the network first
 *   for a short time; that answer is never stored anywhere, so offline a shopper only ever gets
 *   the build's own pages, never a render made for another session;
 * - public catalogue GETs (/storeInfo, /products, /products/{id}) are network-first with a short
 *   timeout, so online shoppers see fresh prices and offline ones the last answer;
 * - images are stored only when their real status is 200: cache-first when that status is visible
 *   (our origin, or requested with CORS), network-first for opaque cross-origin ones, which are
 *   never stored; the set is bounded in entries, bytes and age. No image is precached: the app's own
 *   (icons, built-in art) are stored when shown, or all at once when a page without Data saver asks;
 * - nothing with an Authorization header, and no account, order, payment or user call, is stored:
 *   the matchers in sw-match.ts refuse them, and no other request is runtime-cached.
 * A new worker waits until the app posts SKIP_WAITING (the shopper tapped Reload); it then takes over
 * every open tab, and the app moves each of them to the new version on its next route change.
 */

// Before the precache's own route, which would answer `/` and `/login` from the precache before
// a server-rendered page could be asked for.
registerRoute(new NavigationRoute(({ request, url }) => navigate(request, url), { denylist: NAVIGATION_DENYLIST }))
const manifest = self.__WB_MANIFEST
precacheAndRoute(manifest.filter((entry) => !isImageEntry(entry)))
cleanupOutdatedCaches()

/** Where the worker remembers that the app comes from an HTML server (a cache of its own, not precache). */
const STATE_CACHE = 'storefront-state-v1'
const SERVER_RENDERED_KEY = '/__storefront/server-rendered'
let serverRendered: Promise<boolean> | undefined

/** True once a server-rendered page of this origin has told the worker (kept across restarts). */
function servedByHtmlServer(): Promise<boolean> {
  serverRendered ??= caches
    .open(STATE_CACHE)
    .then((cache) => cache.match(SERVER_RENDERED_KEY))
    .then(Boolean, () => false)
  return serverRendered
}

/** The precached page for `url`: its own prerendered page, else the route-neutral shell. */
async function precachedPage(url: URL): Promise<Response | undefined> {
  for (const path of precachedPagesFor(url.pathname)) {
    const page = await matchPrecache(path)
    if (page) return page
  }
  return undefined
}

/** The network's answer within `ms`, or null (offline, failed, too slow or a server error). Never stored. */
async function fromNetwork(request: Request, ms: number): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))
  const answer = fetch(request).then(
    (response) => (isUsableNavigationResponse(response) ? response : null),
    () => null,
  )
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A navigation: network first, briefly, for a page the HTML server renders with its data; the
 * precached page otherwise and on any failure; the network as a last resort (nothing precached yet).
 */
async function navigate(request: Request, url: URL): Promise<Response> {
  if (rendersOnServer(url.pathname) && (await servedByHtmlServer())) {
    const rendered = await fromNetwork(request, SERVER_NAVIGATION_TIMEOUT_MS)
    if (rendered) return rendered
  }
  return (await precachedPage(url)) ?? fetch(request)
}

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
  byteLimitPlugin(IMAGE_CACHE, IMAGE_CACHE_MAX_BYTES, (name) => caches.open(name)),
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
// A server-rendered page says the app comes from an HTML server (remembered for later navigations).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  // A page without Data saver: the app's own images, for offline (each through the image rules).
  if (type === CACHE_APP_IMAGES_MESSAGE)
    event.waitUntil(
      Promise.all(
        manifest.filter(isImageEntry).map((entry) => {
          const request = new Request(new URL(typeof entry === 'string' ? entry : entry.url, self.location.href))
          return imagesCacheFirst.handle({ request, event }).catch(() => undefined)
        }),
      ),
    )
  if (type === SERVER_RENDERED_MESSAGE) {
    serverRendered = Promise.resolve(true)
    event.waitUntil(caches.open(STATE_CACHE).then((cache) => cache.put(SERVER_RENDERED_KEY, new Response('1'))))
  }
})

// Orders saved offline: Background Sync (where the browser has it) wakes the worker when the
// network is back, with or without an open tab. The worker sends them itself, with the session the
// page kept for it and under the tabs' sender lock (src/app/outbox-worker.ts), then tells the open
// tabs: one shows what was placed (tellTabs), and all reload and send anything left.
// A send with no answer fails the sync, so the browser fires it again later (its own back-off).
self.addEventListener('sync', ((event: ExtendableEvent & { tag: string }) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return
  event.waitUntil(
    sendOutboxFromWorker({
      outbox: deviceOutbox(),
      sessions: deviceSessionStore(),
      locks: (self.navigator as { locks?: LockManagerLike }).locks,
      tell: async (message) => tellTabs(await self.clients.matchAll({ type: 'window' }), message),
    }).then((later) => {
      if (later) throw new Error('A waiting order got no answer: sync again later')
    }),
  )
}) as EventListener)

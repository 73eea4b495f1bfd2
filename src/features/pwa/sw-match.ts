/**
 * Which requests the service worker may store. Pure functions of
 * the request, shared by sw/sw.ts and its unit tests; no DOM or worker globals.
 */
// Relative, not '@/': the service worker's own build and tsconfig have no alias.
import { PRIVATE_API_PATH } from '../../domain/private-paths'
import { prerenderedFileFor, SHELL_FILE } from '../../lib/prerendered-files'

/** Public catalogue GETs on any origin: /api/v1/storeInfo, /api/v1/products, /api/v1/products/{id}. */
const CATALOGUE_PATH = /\/api\/v1\/(?:storeInfo|products(?:\/[^/]+)?)\/?$/

/** Image files: the API's /images/*.svg and the app's own /images/*. */
const IMAGE_PATH = /\/images\/[^?#]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i

/** True when the request carries credentials of a signed-in shopper (never cached). */
export function isPersonal(request: Request): boolean {
  return request.headers.has('authorization')
}

/** GET /storeInfo, /products or /products/{id} without Authorization → network-first cache. */
export function isCacheableApiRequest(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    !isPersonal(request) &&
    !PRIVATE_API_PATH.test(url.pathname) &&
    CATALOGUE_PATH.test(url.pathname)
  )
}

/** A GET for an image (by destination or by /images/ path) without Authorization → the image cache rules below. */
export function isCacheableImageRequest(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || isPersonal(request) || PRIVATE_API_PATH.test(url.pathname)) return false
  return request.destination === 'image' || IMAGE_PATH.test(url.pathname)
}

/** How the worker serves an image: from the cache first, or from the network first. */
export type ImageStrategy = 'cache-first' | 'network-first'

/**
 * Which strategy an image request gets. Cache-first only when the worker will see the real status
 * of the answer: an image of our own origin, or one requested with CORS (`crossorigin` on the
 * <img>). Any other cross-origin image comes back opaque (status 0: a 404 or 500 looks like a
 * success), so it goes to the network first and is never stored; otherwise one failed answer
 * would be served for as long as the cache keeps it.
 */
export function imageStrategy(request: Request, url: URL, appOrigin: string): ImageStrategy {
  return url.origin === appOrigin || request.mode === 'cors' ? 'cache-first' : 'network-first'
}

/**
 * Navigation paths that must not get the app shell: API paths and files (robots.txt, sw.js, …).
 * Used as NavigationRoute's denylist (it tests pathname + search).
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api\//,
  // Only well-known file types: a product id may itself contain a dot.
  /^\/(?:[^?]*\/)?[^/?]+\.(?:txt|xml|json|webmanifest|js|mjs|css|map|png|jpe?g|svg|webp|avif|gif|ico)(?:\?.*)?$/i,
]

/**
 * The precached files that may answer a navigation to `pathname`, best first: its own prerendered
 * page when the build made one (`/` → /index.html, `/login` → /login.html, named as the build names
 * them), then the route-neutral shell, then /index.html (a build without a shell). The worker takes
 * the first one it has precached, so a path without a page of its own never gets home's.
 */
export function precachedPagesFor(pathname: string): string[] {
  if (pathname === '/' || pathname === '/index.html') return ['/index.html']
  const own = prerenderedFileFor(pathname)
  return [...(own ? [`/${own}`] : []), `/${SHELL_FILE}`, '/index.html']
}

/** How long a navigation waits for the server's render before the precached page answers (ms). */
export const SERVER_NAVIGATION_TIMEOUT_MS = 1800

/**
 * Whether a server's answer to a navigation may be shown: anything but a server error (a 404
 * product page is a page; a redirect is followed by the browser). A 5xx gets the precached page.
 */
export function isUsableNavigationResponse(response: Response): boolean {
  return response.type === 'opaqueredirect' || response.status < 500
}

/** The message a server-rendered page posts to the worker: its pages come from an HTML server. */
export const SERVER_RENDERED_MESSAGE = 'SERVER_RENDERED'

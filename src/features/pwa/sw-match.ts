/* Which requests the service worker may store: pure functions, shared by sw/sw.ts and its tests. */
// Relative, not '@/': the service worker's own build and tsconfig have no alias.
import { PRIVATE_API_PATH } from '../../domain/private-paths'
import { prerenderedFileFor, SHELL_FILE } from '../../lib/prerendered-files'

const CATALOGUE_PATH = /\/api\/v1\/(?:storeInfo|products(?:\/[^/]+)?)\/?$/

const IMAGE_PATH = /\/images\/[^?#]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i

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

export function isCacheableImageRequest(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || isPersonal(request) || PRIVATE_API_PATH.test(url.pathname)) return false
  return request.destination === 'image' || IMAGE_PATH.test(url.pathname)
}

export type ImageStrategy = 'cache-first' | 'network-first'

/** Cache-first only where the real status is visible (own origin or CORS): an opaque error must never be stored. */
export function imageStrategy(request: Request, url: URL, appOrigin: string): ImageStrategy {
  return url.origin === appOrigin || request.mode === 'cors' ? 'cache-first' : 'network-first'
}

/** Navigations that must not get the app shell (API paths, files); tested on pathname + search. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api\//,
  // Only well-known file types: a product id may itself contain a dot.
  /^\/(?:[^?]*\/)?[^/?]+\.(?:txt|xml|json|webmanifest|js|mjs|css|map|png|jpe?g|svg|webp|avif|gif|ico)(?:\?.*)?$/i,
]

/** Precached pages that may answer `pathname`, best first: its own prerendered page, the shell, /index.html. */
export function precachedPagesFor(pathname: string): string[] {
  if (pathname === '/' || pathname === '/index.html') return ['/index.html']
  const own = prerenderedFileFor(pathname)
  return [...(own ? [`/${own}`] : []), `/${SHELL_FILE}`, '/index.html']
}

/** How long a navigation waits for the server's render before the precached page answers (ms). */
export const SERVER_NAVIGATION_TIMEOUT_MS = 1800

/** Anything but a 5xx (a 404 product page is a page); a 5xx gets the precached page. */
export function isUsableNavigationResponse(response: Response): boolean {
  return response.type === 'opaqueredirect' || response.status < 500
}

/** The message a server-rendered page posts to the worker: its pages come from an HTML server. */
export const SERVER_RENDERED_MESSAGE = 'SERVER_RENDERED'

import { CONTENT_TYPES, extensionOf } from './content-types'

/*
 * Which requests get the app when no file answers them: one rule for the Node static server
 * (serve/static-server.ts) and the edge Worker (src/entry-edge.ts). No DOM, Node or worker API.
 */

/** What the rule reads of a request besides its path. */
export interface PageRequestHints {
  /** The request method; only GET and HEAD ever get a page (default GET). */
  method?: string
  /** The `Sec-Fetch-Mode` header: `navigate` for a browser's page load. */
  secFetchMode?: string | null
}

/**
 * Whether a request for `pathname`, which names no file of the build, gets the app (its prerendered
 * page or shell.html, whose router shows the page or its own not-found view) rather than a 404.
 * - Never for a method other than GET or HEAD.
 * - Never under `/assets/`: hashed build output, so a missing chunk fails visibly as a 404.
 * - Always for a browser navigation (`Sec-Fetch-Mode: navigate`), whatever the path looks like
 *   (`/product/poster.png`).
 * - Otherwise unless the last segment ends in a file type the build serves (`.js`, `.png`, …): a dot
 *   inside a route (`/product/hdmi-2.1-cable`) keeps it a route, while a script or image asking for a
 *   missing file gets a 404, not HTML.
 * `Accept` is deliberately not read (a non-navigation `Accept: text/html` request is treated like any
 * other fetch): the answer then varies by `Sec-Fetch-Mode` alone, which is what the static server
 * names in `Vary`, and every current browser sends that header on a page load.
 */
export function servesAppFor(pathname: string, { method = 'GET', secFetchMode }: PageRequestHints = {}): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (pathname.startsWith('/assets/')) return false
  if (secFetchMode === 'navigate') return true
  return !Object.hasOwn(CONTENT_TYPES, extensionOf(pathname))
}

/** `servesAppFor` for a Fetch API request (its URL's path, method and `Sec-Fetch-Mode`). */
export function servesAppForRequest(request: Request): boolean {
  return servesAppFor(new URL(request.url).pathname, {
    method: request.method,
    secFetchMode: request.headers.get('sec-fetch-mode'),
  })
}

/**
 * Whether the answer for `pathname` (a GET that names no file) depends on `Sec-Fetch-Mode`: a
 * file-like path gets the app on a navigation and a 404 otherwise, so a cache must key on it.
 */
export function dependsOnFetchMode(pathname: string): boolean {
  return servesAppFor(pathname) !== servesAppFor(pathname, { secFetchMode: 'navigate' })
}

import { PRERENDERED_MARK } from '@/lib/prerendered-files'

/**
 * True when this page's `#root` holds markup rendered by the server (it marks the element with
 * `data-ssr`). Always false outside a browser and on a static host, whose index.html carries no
 * such mark.
 */
export const serverRendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr') === true

/** The path and query of an address (the server never sees the fragment). */
export const pathAndQuery = (href: string): string => {
  const url = new URL(href, 'http://localhost')
  return url.pathname + url.search
}

/**
 * True when the document's address (`current`) is no longer the one its HTML was served for
 * (`served`, the navigation's URL; unknown counts as unchanged): a Back / Forward to another entry
 * of the same document happened before the app's scripts ran (early-history-moves.ts), so the
 * markup is another page's. A change of fragment alone is no move.
 */
export function movedSinceServed(current: string, served: string | undefined): boolean {
  return served !== undefined && pathAndQuery(current) !== pathAndQuery(served)
}

/** The URL this document was served for, from its navigation timing entry (undefined where unsupported). */
export function servedUrl(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0]
  return entry?.name || undefined
}

/**
 * True when the browser entry hydrates the server's markup instead of rendering from scratch: the
 * page was server-rendered and its address is still the one it was rendered for. After a Back /
 * Forward taken before the scripts ran (early-history-moves.ts), the markup is another page's and
 * the app renders over it, as on a static host.
 */
export function hydratesServerMarkup(): boolean {
  return serverRendered && !movedSinceServed(location.href, servedUrl())
}

/** The path this page's `#root` was prerendered for at build time (`/login`), else null. */
export function prerenderedPath(): string | null {
  if (typeof document === 'undefined' || serverRendered) return null
  return document.getElementById('root-end')?.getAttribute(PRERENDERED_MARK) ?? null
}

/**
 * True when the browser entry hydrates a prerendered page's markup: the document is at exactly the
 * path it was prerendered for, with no query (a host's fallback may send home's page for any path,
 * and a query could change what the page renders), and has not moved since it was served.
 */
export function hydratesPrerenderedMarkup(): boolean {
  const path = prerenderedPath()
  return path !== null && pathAndQuery(location.href) === path && !movedSinceServed(location.href, servedUrl())
}

import { PRERENDERED_MARK } from '@/lib/prerendered-files'

/** True when `#root` holds server-rendered markup (`data-ssr`); false outside a browser. */
export const serverRendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr') === true

export const pathAndQuery = (href: string): string => {
  const url = new URL(href, 'http://localhost')
  return url.pathname + url.search
}

/** True when Back/Forward before the scripts ran left the markup another page's (fragments ignored). */
export function movedSinceServed(current: string, served: string | undefined): boolean {
  return served !== undefined && pathAndQuery(current) !== pathAndQuery(served)
}

export function servedUrl(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0]
  return entry?.name || undefined
}

/** True when the entry hydrates server markup: rendered for this very address. */
export function hydratesServerMarkup(): boolean {
  return serverRendered && !movedSinceServed(location.href, servedUrl())
}

export function prerenderedPath(): string | null {
  if (typeof document === 'undefined' || serverRendered) return null
  return document.getElementById('root-end')?.getAttribute(PRERENDERED_MARK) ?? null
}

/** True when the entry hydrates prerendered markup: exactly its path, no query (a fallback may serve home anywhere). */
export function hydratesPrerenderedMarkup(): boolean {
  const path = prerenderedPath()
  return path !== null && pathAndQuery(location.href) === path && !movedSinceServed(location.href, servedUrl())
}

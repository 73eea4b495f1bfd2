import { CONTENT_TYPES, extensionOf } from './content-types'

export interface PageRequestHints {
  method?: string
  secFetchMode?: string | null
}

/** Whether a GET/HEAD naming no build file gets the app, not a 404: never /assets/, always navigations, else non-files. */
export function servesAppFor(pathname: string, { method = 'GET', secFetchMode }: PageRequestHints = {}): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (pathname.startsWith('/assets/')) return false
  // `Accept` is deliberately not read: the answer varies by `Sec-Fetch-Mode` alone, as the server's Vary says.
  if (secFetchMode === 'navigate') return true
  return !Object.hasOwn(CONTENT_TYPES, extensionOf(pathname))
}

export function servesAppForRequest(request: Request): boolean {
  return servesAppFor(new URL(request.url).pathname, {
    method: request.method,
    secFetchMode: request.headers.get('sec-fetch-mode'),
  })
}

/** Whether the answer depends on `Sec-Fetch-Mode`, so a cache must key on it. */
export function dependsOnFetchMode(pathname: string): boolean {
  return servesAppFor(pathname) !== servesAppFor(pathname, { secFetchMode: 'navigate' })
}

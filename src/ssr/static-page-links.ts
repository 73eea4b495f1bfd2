import { STORE_CONFIG_PATH } from '../lib/store-config'
import { modulesForPath, routeModules } from './ssr-preload'

/** The module files a first visit needs: the entry, and by route id the files of each route's chunks. */
export interface BuildModules {
  /** `/assets/index-….js`, or null when the build has no manifest. */
  entry: string | null
  routes: Map<string, string[]>
}

/** Vite's build manifest (`.vite/manifest.json`), as far as it is read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

/** The entry and the route chunks named by a build's manifest. */
export function buildModulesOf(manifest: ViteManifest): BuildModules {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file
  return { entry: entry ? `/${entry}` : null, routes: routeModules(manifest) }
}

/**
 * The API path a client route loads first and the server can name without running the app:
 * `/product/{id}` → `/products/{id}` (encoded as the API client encodes it), else null. Listing
 * queries are left out: their API query depends on the app's category rules.
 */
export function routeApiPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return `/products/${encodeURIComponent(decodeURIComponent(match[1]!))}`
  } catch {
    return null
  }
}

/**
 * The `Link` header of a page a host serves as a file, without running the app (a prerendered page
 * or the shell; the Node static server and the edge Worker's shell answer alike):
 * - the API's preconnect;
 * - unless `precacheCopy` (the copy the service worker precaches, whose repeat visits have store info
 *   saved: a preload would go unused, and fail offline): the store-info and config.json preloads
 *   (every page needs store info, and every API request waits for config.json), a product page's own
 *   data (its photo, the LCP, then need not wait for the JS to ask), and for an app route
 *   (`appRoute`: the path is not a file asked for by name) the entry and the page route's chunks as
 *   modulepreload, the entry first so that on HTTP/1.1 it does not wait behind them for a connection.
 * `apiBase` is the configured store API (`https://…/api/v1`), or null for the default rule
 * (`<apiOrigin>/api/v1`).
 */
export function staticPageLinks({
  apiOrigin,
  apiBase,
  pathname,
  appRoute,
  precacheCopy,
  modules,
}: {
  apiOrigin: string
  apiBase: string | null
  pathname: string
  appRoute: boolean
  precacheCopy: boolean
  modules: BuildModules
}): string {
  const links = [`<${apiOrigin}>; rel=preconnect`]
  if (!precacheCopy) {
    const base = apiBase ?? `${apiOrigin}/api/v1`
    links.push(`<${base}/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials`)
    links.push(`<${STORE_CONFIG_PATH}>; rel=preload; as=fetch; crossorigin`)
    const routeApi = routeApiPath(pathname)
    if (routeApi) links.push(`<${base}${routeApi}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    const routeFiles = appRoute ? modulesForPath(pathname, modules.routes) : []
    if (routeFiles.length && modules.entry) routeFiles.unshift(modules.entry)
    for (const file of routeFiles) links.push(`<${file}>; rel=modulepreload`)
  }
  return links.join(', ')
}

import { STORE_CONFIG_PATH } from '../lib/store-config'
import { modulesForPath, routeModules } from './ssr-preload'

export interface BuildModules {
  entry: string | null
  routes: Map<string, string[]>
}

export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

export function buildModulesOf(manifest: ViteManifest): BuildModules {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file
  return { entry: entry ? `/${entry}` : null, routes: routeModules(manifest) }
}

/** `/product/{id}` → `/products/{id}`, else null (listing queries depend on the app's rules). */
export function routeApiPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return `/products/${encodeURIComponent(decodeURIComponent(match[1]!))}`
  } catch {
    return null
  }
}

/** A static page's `Link` header; no preloads for the `precacheCopy` (they would fail offline). */
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

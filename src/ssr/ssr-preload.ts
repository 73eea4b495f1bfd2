import type { LcpImage } from './lcp-image'

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The route id and piece of a split route chunk's manifest key, or null for any other key:
 * `src/routes/_main/product.$id.tsx?tsr-split=component` → `/_main/product/$id` and `component`,
 * `…/_main/index.tsx?…` → `/_main/` (TanStack's flat file names: a dot nests, `index` is the
 * parent's own page).
 */
export function routeChunkOf(key: string): { routeId: string; piece: string } | null {
  const m = /^src\/routes\/(.+)\.tsx\?tsr-split=([\w-]+)$/.exec(key)
  if (!m) return null
  const path = `/${m[1]!.replaceAll('.', '/')}`
  return { routeId: path.endsWith('/index') ? path.slice(0, -'index'.length) : path, piece: m[2]! }
}

/**
 * `routeId` (its component) and `routeId?notFoundComponent` (and so on for each split piece) → the
 * built files (`/assets/…js`) the browser needs for it: the split chunk and the shared chunks it
 * imports, without the entry (already loaded by index.html).
 */
export function routeModules(manifest: Record<string, ManifestChunk>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const split = routeChunkOf(key)
    if (!split) continue
    const files = new Set<string>()
    const visit = (c: ManifestChunk) => {
      if (files.has(`/${c.file}`)) return
      files.add(`/${c.file}`)
      for (const dep of c.imports ?? []) {
        const next = manifest[dep]
        if (next && dep !== 'index.html') visit(next)
      }
    }
    visit(chunk)
    out.set(split.piece === 'component' ? split.routeId : `${split.routeId}?${split.piece}`, [...files])
  }
  return out
}

/** A route id's path segments, pathless layouts (`_main`, `_authed`) left out: `/_main/product/$id` → `product`, `$id`. */
const pathSegments = (routeId: string) => routeId.split('/').filter((s) => s && !s.startsWith('_'))

/**
 * The built files a first visit to `pathname` needs beyond the entry, for a host that serves the
 * app without running it: the chunks of the page route the path matches and of the split layouts
 * above it, from `modules` (`routeModules`). A route matches a path with as many segments, each
 * equal or a `$param`; where several match, the one with more equal segments wins (`/cart` over
 * `/$policyType`), as in the app's router. Empty when none matches (home, whose code is in the entry).
 */
export function modulesForPath(pathname: string, modules: Map<string, string[]>): string[] {
  const ids = [...modules.keys()].filter((id) => !id.includes('?'))
  const pages = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}/`)))
  const segments = pathname.split('/').filter(Boolean)
  let best: { id: string; score: number } | null = null
  for (const id of pages) {
    const route = pathSegments(id)
    if (route.length !== segments.length) continue
    if (!route.every((r, i) => r === segments[i] || r.startsWith('$'))) continue
    const score = route.filter((r) => !r.startsWith('$')).length
    if (!best || score > best.score) best = { id, score }
  }
  if (!best) return []
  const files = new Set<string>()
  for (const id of ids)
    if (best.id === id || best.id.startsWith(`${id}/`)) for (const f of modules.get(id)!) files.add(f)
  return [...files]
}

/** A URL made safe for a `Link` header's `<…>`: resolved and percent-encoded, or null when not http(s). */
function headerUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href.replace(/[<>\s"]/g, encodeURIComponent) : null
  } catch {
    return null
  }
}

/** A quoted-string parameter value: no quotes, backslashes or line breaks to break out of it. */
const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, '')}"`

/**
 * The `Link` header of a rendered page: its largest image preloaded at high priority (with its
 * srcset, sizes and crossorigin when it has them), then the matched routes' chunks as modulepreload, so the
 * browser fetches them with the HTML instead of after the entry has run. Image URLs are resolved
 * against `pageUrl`; empty when there is nothing to preload.
 */
export function preloadLinks(lcpImage: LcpImage | undefined, modules: string[], pageUrl: string): string {
  const links: string[] = []
  const image = lcpImage && headerUrl(lcpImage.src, pageUrl)
  if (image) {
    let link = `<${image}>; rel=preload; as=image; fetchpriority=high`
    if (lcpImage.srcset) link += `; imagesrcset=${quoted(lcpImage.srcset)}`
    if (lcpImage.sizes) link += `; imagesizes=${quoted(lcpImage.sizes)}`
    if (lcpImage.crossOrigin)
      link += `; crossorigin=${lcpImage.crossOrigin === 'use-credentials' ? 'use-credentials' : 'anonymous'}`
    links.push(link)
  }
  for (const file of modules) links.push(`<${file}>; rel=modulepreload`)
  return links.join(', ')
}

/**
 * The matched routes' files, each once, outermost route first; for a 404 (`notFound` true) the
 * routes' not-found views too, since one of them is what the page shows.
 */
export function modulesFor(routeIds: string[], byRoute: Map<string, string[]>, notFound = false): string[] {
  const keys = routeIds.flatMap((id) => (notFound ? [id, `${id}?notFoundComponent`] : [id]))
  return [...new Set(keys.flatMap((key) => byRoute.get(key) ?? []))]
}

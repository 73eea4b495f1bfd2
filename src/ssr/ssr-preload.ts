import type { LcpImage } from './lcp-image'

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * `src/routes/_main/product.$id.tsx?tsr-split=component---loader` → `/_main/product/$id`, `component`
 * (the piece that renders the page, whatever else its chunk holds); else null.
 */
export function routeChunkOf(key: string): { routeId: string; piece: string } | null {
  const m = /^src\/routes\/(.+)\.tsx\?tsr-split=([\w-]+)$/.exec(key)
  if (!m) return null
  const path = `/${m[1]!.replaceAll('.', '/')}`
  const piece = m[2]!.split('---').includes('component') ? 'component' : m[2]!
  return { routeId: path.endsWith('/index') ? path.slice(0, -'index'.length) : path, piece }
}

/** The module a server-rendered page loads to take the server's state (src/app/server-state.ts). */
const SERVER_STATE_MODULE = 'src/app/server-state.ts'

/** The key of `routeModules` under which the server state's chunks are. */
export const SERVER_STATE_KEY = '?server-state'

/** A chunk and the chunks it imports, as `/assets/…` paths, without the entry. */
function chunkFiles(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk): string[] {
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
  return [...files]
}

/**
 * `routeId` (or `routeId?piece`) → its split chunk and the shared chunks it imports, without the
 * entry; and SERVER_STATE_KEY → what a server-rendered page needs to hydrate.
 */
export function routeModules(manifest: Record<string, ManifestChunk>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key === SERVER_STATE_MODULE) out.set(SERVER_STATE_KEY, chunkFiles(manifest, chunk))
    const split = routeChunkOf(key)
    if (!split) continue
    out.set(
      split.piece === 'component' ? split.routeId : `${split.routeId}?${split.piece}`,
      chunkFiles(manifest, chunk),
    )
  }
  return out
}

const pathSegments = (routeId: string) => routeId.split('/').filter((s) => s && !s.startsWith('_'))

/** The chunks a first visit to `pathname` needs; more literal segments win, as in the router. */
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

function headerUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href.replace(/[<>\s"]/g, encodeURIComponent) : null
  } catch {
    return null
  }
}

const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, '')}"`

/** A media condition in parentheses, e.g. `(max-width: 428px)`: one the app writes. */
const SIMPLE_MEDIA = /^\([a-z-]+:\s*[\w.]+\)$/i

/** The image preloads of `lcp`: one, or one per `<picture>` source, each for the viewports it wins. */
function imagePreloads(lcp: LcpImage, pageUrl: string): string[] {
  const sources = lcp.sources ?? []
  if (!sources.every((s) => SIMPLE_MEDIA.test(s.media) && headerUrl(s.srcset, pageUrl))) return []
  const cors = lcp.crossOrigin
    ? `; crossorigin=${lcp.crossOrigin === 'use-credentials' ? 'use-credentials' : 'anonymous'}`
    : ''
  const unless = (i: number) => sources.slice(0, i).map((s) => `(not ${s.media})`)
  const links = sources.map(
    (s, i) =>
      `<${headerUrl(s.srcset, pageUrl)}>; rel=preload; as=image; fetchpriority=high; media=${quoted([s.media, ...unless(i)].join(' and '))}${cors}`,
  )
  const image = headerUrl(lcp.src, pageUrl)
  if (!image) return links
  let link = `<${image}>; rel=preload; as=image; fetchpriority=high`
  if (lcp.srcset) link += `; imagesrcset=${quoted(lcp.srcset)}`
  if (lcp.sizes) link += `; imagesizes=${quoted(lcp.sizes)}`
  if (sources.length) link += `; media=${quoted(unless(sources.length).join(' and '))}`
  return [...links, link + cors]
}

/** A rendered page's `Link` header: its LCP image preload (one per `<picture>` source), or ''. */
export function preloadLinks(lcpImage: LcpImage | undefined, pageUrl: string): string {
  return lcpImage ? imagePreloads(lcpImage, pageUrl).join(', ') : ''
}

/** A `<link rel="modulepreload">` per module (`/assets/…` paths), as the entry's own script tag asks for it. */
export function modulePreloadTags(modules: string[]): string {
  return modules
    .map((file) => `<link rel="modulepreload" crossorigin href="${file.replace(/[<>"&\s]/g, encodeURIComponent)}" />`)
    .join('')
}

/** A server-rendered page's chunks: the server state's, then each matched route's (and not-found views' for a 404). */
export function modulesFor(routeIds: string[], byRoute: Map<string, string[]>, notFound = false): string[] {
  const keys = [SERVER_STATE_KEY, ...routeIds.flatMap((id) => (notFound ? [id, `${id}?notFoundComponent`] : [id]))]
  return [...new Set(keys.flatMap((key) => byRoute.get(key) ?? []))]
}

import * as v from 'valibot'
import { readTextWithin } from '@/lib/bounded-body'

/* /sitemap.xml and /robots.txt for the HTML servers (Node and the edge Worker): whole sitemaps from the store, or none. */

/** A sitemap file holds at most this many addresses (the protocol's limit); past it /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000
/** How long a built sitemap is served before the store is read again (ms). */
export const SITEMAP_TTL_MS = 3_600_000
/** Products asked for per page, and at most this many pages (so at most 1,000,000 products). */
const PAGE_LIMIT = 100
const MAX_PAGES = 10_000
const MAX_ANSWER_BYTES = 4 * 1024 * 1024
/** Paths robots are kept out of: a shopper's own pages. */
export const DISALLOWED_PATHS = ['/account', '/orders', '/checkout', '/payment'] as const

const StoreInfoAnswer = v.object({
  categories: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(1000)), []),
})
const ProductsAnswer = v.object({
  data: v.pipe(v.array(v.object({ id: v.union([v.string(), v.number()]) })), v.maxLength(1000)),
  count: v.optional(v.unknown()),
  pagination: v.optional(v.object({ total: v.optional(v.unknown()) })),
})

export interface SitemapOptions {
  /** The store API base, e.g. `https://api.shop.example.in/api/v1`, for the request's origin; null: no store. */
  apiBase: (origin: string) => string | null
  fetch?: typeof fetch
  maxUrls?: number
  ttlMs?: number
  now?: () => number
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

async function readJson<S extends v.GenericSchema>(
  doFetch: typeof fetch,
  url: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const res = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  const body = JSON.parse(await readTextWithin(res, MAX_ANSWER_BYTES)) as unknown
  const data = body && typeof body === 'object' && 'data' in body && !Array.isArray(body.data) ? body.data : body
  return v.parse(schema, data)
}

const wholeCount = (x: unknown): number | undefined => {
  const n = typeof x === 'string' ? Number(x) : x
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

/** Every page address of the store: home, the listing, each category's listing, each product. @throws when any store call fails */
export async function storeUrls(apiBase: string, origin: string, doFetch: typeof fetch = fetch): Promise<string[]> {
  const info = await readJson(doFetch, `${apiBase}/storeInfo`, StoreInfoAnswer)
  const urls = [`${origin}/`, `${origin}/products`]
  for (const c of info.categories)
    if (typeof c === 'string' && c.trim())
      urls.push(`${origin}/products?category=${encodeURIComponent(c.trim().toLowerCase())}`)
  const seen = new Set<string>()
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await readJson(doFetch, `${apiBase}/products?page=${page}&limit=${PAGE_LIMIT}`, ProductsAnswer)
    for (const p of answer.data) {
      const id = String(p.id)
      if (!id || id.length > 200 || seen.has(id)) continue
      seen.add(id)
      urls.push(`${origin}/product/${encodeURIComponent(id)}`)
    }
    const total = wholeCount(answer.count) ?? wholeCount(answer.pagination?.total)
    if (answer.data.length === 0 || (total !== undefined && page * PAGE_LIMIT >= total)) break
    if (total === undefined && answer.data.length < PAGE_LIMIT) break
  }
  return [...new Set(urls)]
}

/** The files for `urls`: one urlset, or an index (/sitemap.xml) of /sitemap-1.xml … each of at most `maxUrls`. */
export function sitemapFiles(urls: string[], origin: string, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const urlset = (list: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list
      .map((u) => `<url><loc>${escapeXml(u)}</loc></url>`)
      .join('\n')}\n</urlset>\n`
  if (urls.length <= maxUrls) return new Map([['/sitemap.xml', urlset(urls)]])
  const files = new Map<string, string>()
  const parts: string[] = []
  for (let i = 0; i < urls.length; i += maxUrls) {
    const path = `/sitemap-${parts.length + 1}.xml`
    parts.push(path)
    files.set(path, urlset(urls.slice(i, i + maxUrls)))
  }
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
      .map((p) => `<sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`,
  )
  return files
}

/** robots.txt: the private paths disallowed, the sitemap named. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\n${DISALLOWED_PATHS.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`

interface Built {
  files: Map<string, string>
  at: number
}

/**
 * Answers /sitemap.xml and /sitemap-N.xml: built whole from the store, kept an hour per origin; when the
 * store fails, the last good sitemap (however old), else 503. Never a partial one.
 */
export function createSitemaps(options: SitemapOptions) {
  const ttl = options.ttlMs ?? SITEMAP_TTL_MS
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const built = new Map<string, Built>()
  const building = new Map<string, Promise<Built | null>>()

  const build = (origin: string): Promise<Built | null> => {
    let running = building.get(origin)
    if (!running) {
      const apiBase = options.apiBase(origin)
      running = (
        apiBase
          ? storeUrls(apiBase, origin, doFetch).then((urls) => {
              const fresh = { files: sitemapFiles(urls, origin, options.maxUrls), at: now() }
              // A few origins at most (the host names the site answers to).
              if (built.size >= 8 && !built.has(origin)) built.clear()
              built.set(origin, fresh)
              return fresh
            })
          : Promise.resolve(null)
      )
        .catch((error: unknown) => {
          console.error('sitemap: the store failed;', error instanceof Error ? error.message : error)
          return null
        })
        .finally(() => building.delete(origin))
      building.set(origin, running)
    }
    return running
  }

  /** The answer for `path` (`/sitemap.xml`, `/sitemap-N.xml`) at `origin`. */
  return async function answer(path: string, origin: string): Promise<Response> {
    let current = built.get(origin)
    if (!current || now() - current.at >= ttl) current = (await build(origin)) ?? current
    if (!current)
      return new Response('The sitemap is not available right now.\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
      })
    const body = current.files.get(path)
    if (body === undefined)
      return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    const age = Math.max(0, Math.floor((now() - current.at) / 1000))
    return new Response(body, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${Math.max(0, Math.floor(ttl / 1000) - age)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
}

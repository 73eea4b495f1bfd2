/* The service worker's image cache rules beyond Workbox's: a bound in bytes, and which of the build's
   files are images (kept out of the precache). Shared by sw/sw.ts and its tests; imports nothing. */

/** Bytes the image cache may hold (ExpirationPlugin bounds its entries); past it the oldest go. */
export const IMAGE_CACHE_MAX_BYTES = 12 * 1024 * 1024

/** The message a page sends once it runs without Data saver: the worker then caches the app's own images. */
export const CACHE_APP_IMAGES_MESSAGE = 'CACHE_APP_IMAGES'

/** A precache entry that is an image: cached when shown (or on CACHE_APP_IMAGES_MESSAGE), never at install. */
export const isImageEntry = (entry: string | { url: string }): boolean =>
  /\.(?:png|svg|webp|avif|jpe?g|gif|ico)$/i.test(typeof entry === 'string' ? entry : entry.url)

/** What a cache entry is told apart by: its URL and, for a store varying on it, its Accept. */
const entryKey = (request: Request) => `${request.url} ${request.headers.get('accept') ?? ''}`

async function bodySize(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'))
  return length > 0 ? length : (await response.clone().blob()).size
}

/**
 * Deletes `cache`'s oldest entries (first stored first) until it holds at most `maxBytes`; `sizes`
 * remembers each entry's size between calls, so a body is measured once. Resolves to the bytes kept.
 */
export async function trimCacheToBytes(cache: Cache, maxBytes: number, sizes: Map<string, number>): Promise<number> {
  const entries: [Request, number][] = []
  let total = 0
  for (const request of await cache.keys()) {
    const key = entryKey(request)
    let size = sizes.get(key)
    if (size === undefined) {
      const response = await cache.match(request)
      size = response ? await bodySize(response) : 0
      sizes.set(key, size)
    }
    entries.push([request, size])
    total += size
  }
  for (const [request, size] of entries) {
    if (total <= maxBytes) break
    await cache.delete(request)
    sizes.delete(entryKey(request))
    total -= size
  }
  return total
}

/** A Workbox plugin keeping cache `cacheName` under `maxBytes`: one trim at a time, again if more came meanwhile. */
export function byteLimitPlugin(cacheName: string, maxBytes: number, open: (name: string) => Promise<Cache>) {
  const sizes = new Map<string, number>()
  let running: Promise<void> | null = null
  let again = false
  const trim = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = open(cacheName)
      .then((cache) => trimCacheToBytes(cache, maxBytes, sizes))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null
        if (again) {
          again = false
          void trim()
        }
      })
    return running
  }
  return { cacheDidUpdate: trim }
}

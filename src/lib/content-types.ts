/*
 * The file types the storefront's build serves, by extension. The Node static server answers with
 * these types, the build step that writes `.br` / `.gz` copies picks the compressible ones, and the
 * page-request rule reads a path ending in one of them as a file rather than a client route. No DOM,
 * Node or worker API here: the edge Worker imports it too.
 */

/** Content-Type by lower-case file extension (with its dot: `.js`). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** The text types worth compressing; images and woff2 are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
])

/** Below this size (bytes) compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 512

/**
 * The lower-case extension of a path's last segment, with its dot (`/a/App.JS` → `.js`), or '' when
 * it has none; a leading dot names a hidden file, not an extension (`/.env` → ''), as in node:path.
 */
export function extensionOf(pathname: string): string {
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1)
  const dot = segment.lastIndexOf('.')
  return dot > 0 ? segment.slice(dot).toLowerCase() : ''
}

/** The compressed copies the build writes beside a served file, in the order a server prefers them. */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const

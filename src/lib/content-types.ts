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

export const MIN_COMPRESS_BYTES = 512

/** A path's lower-case extension (`/a/App.JS` → `.js`); '' for none or a hidden file (`/.env`). */
export function extensionOf(pathname: string): string {
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1)
  const dot = segment.lastIndexOf('.')
  return dot > 0 ? segment.slice(dot).toLowerCase() : ''
}

export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const

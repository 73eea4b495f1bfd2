import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

/*
 * A stand-in for a Cloudflare Worker's static assets binding (`env.ASSETS`) over a built folder, so
 * the edge bundle can be run under Node. It answers as the platform's asset server does with the
 * repository's wrangler.toml: a file by its path (`/login` also finds login.html), a 404 for any
 * path that names no file (`not_found_handling = "none"`: the platform then runs the Worker), nothing under a
 * dot-folder (`.assetsignore` keeps `.vite/` out), GET and HEAD only, and the folder's `_headers`.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/**
 * The headers a `_headers` file gives `path`, as Cloudflare's asset worker applies them: every rule
 * whose pattern matches (`*` = anything), in file order; `! Name` removes a header; a header an
 * earlier matching rule set is appended to (`, `), not replaced.
 */
export function applyHeadersFile(file: string, path: string): Map<string, string> {
  const out = new Map<string, string>()
  const setByRules = new Set<string>()
  let matches = false
  for (const line of file.split('\n')) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) {
      const parts = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      matches = new RegExp(`^${parts.join('.*')}$`).test(path)
      continue
    }
    if (!matches) continue
    const entry = line.trim()
    if (entry.startsWith('!')) {
      out.delete(entry.slice(1).trim().toLowerCase())
      continue
    }
    const colon = entry.indexOf(':')
    const name = entry.slice(0, colon).trim().toLowerCase()
    const value = entry.slice(colon + 1).trim()
    out.set(name, setByRules.has(name) && out.has(name) ? `${out.get(name)}, ${value}` : value)
    setByRules.add(name)
  }
  return out
}

/** What a fake binding was asked for, in order (`/cart`, `/assets/x.js`). */
export interface FakeAssets {
  fetch(request: Request): Promise<Response>
  requests: string[]
}

/** The fake binding over `dir` (a built dist/). */
export function fakeAssets(dir: string): FakeAssets {
  const requests: string[] = []
  const isFile = (rel: string) => existsSync(join(dir, rel)) && statSync(join(dir, rel)).isFile()
  const headersFile = existsSync(join(dir, '_headers')) ? readFileSync(join(dir, '_headers'), 'utf8') : ''
  return {
    requests,
    fetch(request) {
      const { pathname } = new URL(request.url)
      requests.push(pathname)
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return Promise.resolve(new Response(null, { status: 405 }))
      const hidden = pathname.split('/').some((segment) => segment.startsWith('.'))
      const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`]
      const file = hidden ? undefined : candidates.find(isFile)
      if (!file) return Promise.resolve(new Response('Not Found', { status: 404 }))
      const headers = new Headers({ 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
      for (const [name, value] of applyHeadersFile(headersFile, pathname)) headers.set(name, value)
      const body = request.method === 'HEAD' ? null : readFileSync(join(dir, file))
      return Promise.resolve(new Response(body, { status: 200, headers }))
    },
  }
}

import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { cspDirectives, originOf, parseOrigins, type CspOptions } from '../src/ssr/csp'
import { apiBaseSetting, STORE_CONFIG_PATH } from '../src/lib/store-config'
import { cacheControlFor, readConfiguredApiBase } from '../serve/static-server'

/**
 * The `_headers` file of a build deployed to Cloudflare's static assets (`npm run build:edge`
 * writes it into the assets folder): the headers serve/static-server.ts sends, from the same rules, for
 * every file the platform serves without the Worker — the Content-Security-Policy, `nosniff`,
 * the referrer policy, `no-cache` (revalidate each use, so sw.js and index.html are picked up at
 * once) and, under /assets/, immutable caching of the content-hashed files. Pages the Worker
 * renders carry their own headers (`_headers` never applies to them).
 *
 * Cloudflare applies every matching rule in file order; a later rule appends to a header an
 * earlier one set, so /assets/ first removes (`! Cache-Control`) the `no-cache` of `/*`.
 *
 * The file is fixed when it is written, so it cannot follow the request's host as the Node server
 * does: with no store API configured (`apiBase` null: the app calls `api.<its host>`), the
 * directives that would name the API (default-src, img-src, connect-src, form-action) are left
 * out rather than block every API call, as in index.html's meta policy.
 */
export function cloudflareHeaders(
  apiBase: string | null,
  origins: Pick<CspOptions, 'imageOrigins' | 'formActionOrigins'> = {},
): string {
  const apiOrigin = originOf(apiBase)
  const needsApi = new Set(['default-src', 'img-src', 'connect-src', 'form-action'])
  const policy = cspDirectives({ apiOrigin, ...origins })
    .filter(([name]) => apiOrigin !== null || !needsApi.has(name))
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Cache-Control: ${cacheControlFor('/sw.js')}`,
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${cacheControlFor('/assets/app.js')}`,
    '',
  ].join('\n')
}

/**
 * The `.assetsignore` of the build: files wrangler must not upload as public assets. Vite's
 * manifest and the page template (`.vite/`) are build data, which the static server never
 * serves either; the Worker embeds what it needs of them. The `.br` / `.gz` copies are for the Node
 * static server: Cloudflare compresses responses itself, and would serve them as files of their own.
 */
export const ASSETS_IGNORE = '.vite\n*.br\n*.gz\n'

/**
 * `tsx scripts/cloudflare-headers.ts [--dir dist]` (the folder: `--dir`, else EDGE_ASSETS_DIR, else
 * dist): writes `_headers` and `.assetsignore` into the build, for CSP_IMAGE_ORIGINS /
 * CSP_FORM_ACTION_ORIGINS and the store API: STORE_API_URL (then also written into the folder's
 * config.json, which the app reads), else what that config.json already says.
 * @throws when STORE_API_URL is set but is not an http(s) URL.
 */
function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } })
  const dir = resolve(values.dir ?? process.env.EDGE_ASSETS_DIR ?? 'dist')
  const given = apiBaseSetting(process.env.STORE_API_URL)
  if (given) writeFileSync(join(dir, STORE_CONFIG_PATH), `${JSON.stringify({ apiBase: given })}\n`)
  const apiBase = given ?? readConfiguredApiBase(dir)
  const headers = cloudflareHeaders(apiBase, {
    imageOrigins: parseOrigins(process.env.CSP_IMAGE_ORIGINS),
    formActionOrigins: parseOrigins(process.env.CSP_FORM_ACTION_ORIGINS),
  })
  writeFileSync(join(dir, '_headers'), headers)
  writeFileSync(join(dir, '.assetsignore'), ASSETS_IGNORE)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()

#!/usr/bin/env node
/**
 * Performance budget of the built app, run by `npm run test:e2e` right after `vite build`:
 * - the entry chunk alone, gzip-sized: what every page evaluates before anything of its own;
 * - first-load JS of `/` = the entry chunk, the split chunks of the routes `/` matches
 *   (__root → _main → _main/index) that render it and every chunk they import statically, gzip-sized;
 * - precache = the summed size of every URL in the service worker's injected precache manifest.
 * It reads Vite's build manifest (`<dir>/.vite/manifest.json`) and `<dir>/sw.js` rather than
 * guessing file names. Exits 1 above the hard limits; prints the (stricter) targets beside them.
 *
 * Usage: tsx scripts/check-budget.ts [--dir dist] [--json]   (E2E_DIST also sets the folder)
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const KB = 1024

/** One chunk of Vite's build manifest (`<dir>/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
/** Vite's build manifest: chunks by key (usually the source path). */
export type BuildManifest = Record<string, ManifestChunk>
/** Sizes of a build: the entry chunk and first-load JS of `/` (gzip bytes per file), the precache (raw bytes). */
export interface BudgetResult {
  entryJs: { file: string; gzip: number }
  firstLoadJs: { bytes: number; files: { file: string; gzip: number }[] }
  precache: { bytes: number; count: number; missing: string[] }
}

/** Hard limits (bytes): `npm test` fails above these. */
export const LIMITS = { entryJs: 120 * KB, firstLoadJs: 160 * KB, precache: 2 * KB * KB }
/** Targets (bytes), stricter than the limits; reported, not enforced. */
export const TARGETS = { firstLoadJs: 140 * KB, precache: 1.5 * KB * KB }

/**
 * Route files whose code `/` needs, root first (TanStack file routes). autoCodeSplitting turns each
 * into manifest entries `src: '<file>?tsr-split=component'` (and other split groups).
 */
export const HOME_ROUTE_FILES: string[] = [
  'src/routes/__root.tsx',
  'src/routes/_main.tsx',
  'src/routes/_main/index.tsx',
]

/** `src/routes/x.tsx?tsr-split=component` → `src/routes/x.tsx`. */
export function stripQuery(src: string): string {
  const i = src.indexOf('?')
  return i === -1 ? src : src.slice(0, i)
}

/**
 * True for the split chunk that renders a route's page (`?tsr-split=component`, or a group holding
 * it, `component---loader`); false for its not-found and error views, which load when shown.
 */
export function rendersPage(key: string): boolean {
  const split = /[?&]tsr-split=([\w-]+)/.exec(key)?.[1]
  return !split || split.split('---').some((piece) => piece === 'component' || piece === 'pendingComponent')
}

/**
 * The manifest keys a first load of a page needs: every entry chunk (`isEntry`), every split chunk
 * of `routeFiles` that renders the page, and, transitively, every chunk those import statically
 * (`imports`, never `dynamicImports`, which load on demand).
 * `routeFiles` are repository-relative route files; the keys come in discovery order.
 */
export function firstLoadKeys(manifest: BuildManifest, routeFiles: string[] = HOME_ROUTE_FILES): string[] {
  const wanted = new Set(routeFiles)
  const roots = Object.entries(manifest)
    .filter(
      ([key, chunk]) => chunk.isEntry || (wanted.has(stripQuery(chunk.src ?? key)) && rendersPage(chunk.src ?? key)),
    )
    .map(([key]) => key)
  const seen = new Set<string>()
  const stack = [...roots].reverse()
  while (stack.length) {
    const key = stack.pop() as string
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) continue
    seen.add(key)
    for (const dep of [...(chunk.imports ?? [])].reverse()) if (!seen.has(dep)) stack.push(dep)
  }
  return [...seen]
}

/** The JS files (paths relative to the build folder) of a first load; CSS is listed apart. */
export function firstLoadFiles(
  manifest: BuildManifest,
  routeFiles: string[] = HOME_ROUTE_FILES,
): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of firstLoadKeys(manifest, routeFiles)) {
    const chunk = manifest[key] as ManifestChunk
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) js.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
  }
  return { js: [...js], css: [...css] }
}

/**
 * The URLs of the precache manifest Workbox's injectManifest wrote into a built service worker:
 * objects like `{"revision":"…","url":"index.html"}` or `{revision:null,url:"assets/x.js"}`, keys in
 * either order, quoted or not. `swSource` is the text of sw.js; the URLs come as written (relative to
 * the build folder), without duplicates.
 */
export function precacheUrls(swSource: string): string[] {
  const urls = new Set<string>()
  const str = `"((?:[^"\\\\]|\\\\.)*)"`
  const rev = `["']?revision["']?\\s*:\\s*(?:null|${str})`
  const url = `["']?url["']?\\s*:\\s*${str}`
  const patterns = [
    new RegExp(`\\{\\s*${rev}\\s*,\\s*${url}\\s*\\}`, 'g'),
    new RegExp(`\\{\\s*${url}\\s*,\\s*${rev}\\s*\\}`, 'g'),
  ]
  for (const [i, re] of patterns.entries()) {
    for (const m of swSource.matchAll(re)) urls.add(JSON.parse(`"${i === 0 ? m[2] : m[1]}"`) as string)
  }
  return [...urls]
}

/** Gzip size (bytes) at level 9, as Vite's and size-limit's reports use. */
export function gzipSize(buffer: Uint8Array | string): number {
  return gzipSync(buffer, { level: 9 }).length
}

/** `123456` → `'120.6 KB'` (1 KB = 1024 bytes). */
export function formatKB(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`
}

/**
 * The same-origin JS files an HTML page loads itself (`<script src>`, `<link rel="modulepreload" href>`),
 * as paths relative to the build folder: `/assets/boot-x.js` → `assets/boot-x.js`.
 */
export function htmlScriptFiles(html: string): string[] {
  const files = new Set<string>()
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    if (/^<link/i.test(tag) && !/\brel="modulepreload"/i.test(tag)) continue
    const url = /\b(?:src|href)="\/([^"?#]+\.m?js)"/i.exec(tag)?.[1]
    if (url) files.add(url)
  }
  return [...files]
}

/**
 * Measures a build folder `dir` (with `.vite/manifest.json` and `sw.js`). First-load JS also counts
 * any script index.html loads outside the manifest, so a module added to the page by a build step
 * is never left out.
 * Throws an Error when the manifest is missing (a build without `build.manifest: true`).
 */
export function measureBuild(dir: string): BudgetResult {
  const manifestPath = join(dir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}: run vite build (build.manifest: true) first.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`No entry chunk in ${manifestPath}.`)
  const entryJs = { file: entry.file, gzip: gzipSize(readFileSync(join(dir, entry.file))) }
  const indexHtml = join(dir, 'index.html')
  const fromHtml = existsSync(indexHtml) ? htmlScriptFiles(readFileSync(indexHtml, 'utf8')) : []
  const files = [...new Set([...firstLoadFiles(manifest).js, ...fromHtml])].map((file) => ({
    file,
    gzip: gzipSize(readFileSync(join(dir, file))),
  }))
  const firstLoadJs = { bytes: files.reduce((n, f) => n + f.gzip, 0), files }

  const swPath = join(dir, 'sw.js')
  const urls = existsSync(swPath) ? precacheUrls(readFileSync(swPath, 'utf8')) : []
  const missing: string[] = []
  let bytes = 0
  for (const url of urls) {
    const path = join(dir, decodeURI(url.replace(/^\//, '').split(/[?#]/)[0] ?? ''))
    if (existsSync(path)) bytes += statSync(path).size
    else missing.push(url)
  }
  return { entryJs, firstLoadJs, precache: { bytes, count: urls.length, missing } }
}

/** Lines of the report; `ok` is false when a hard limit is exceeded or the SW has no precache manifest. */
export function report(result: BudgetResult): { ok: boolean; lines: string[] } {
  const { entryJs, firstLoadJs, precache } = result
  const lines = [
    `Entry chunk (gzip): ${formatKB(entryJs.gzip)} ${entryJs.file} — limit ${formatKB(LIMITS.entryJs)}`,
    `First-load JS of / (gzip): ${formatKB(firstLoadJs.bytes)} in ${firstLoadJs.files.length} files — target ≤ ${formatKB(TARGETS.firstLoadJs)}, limit ${formatKB(LIMITS.firstLoadJs)}`,
    ...firstLoadJs.files.map((f) => `    ${formatKB(f.gzip).padStart(9)}  ${f.file}`),
    `Precache: ${formatKB(precache.bytes)} in ${precache.count} files — target ≤ ${formatKB(TARGETS.precache)}, limit ${formatKB(LIMITS.precache)}`,
  ]
  const failures: string[] = []
  if (entryJs.gzip > LIMITS.entryJs)
    failures.push(`the entry chunk ${formatKB(entryJs.gzip)} exceeds ${formatKB(LIMITS.entryJs)}`)
  if (firstLoadJs.bytes > LIMITS.firstLoadJs)
    failures.push(`first-load JS ${formatKB(firstLoadJs.bytes)} exceeds ${formatKB(LIMITS.firstLoadJs)}`)
  if (precache.bytes > LIMITS.precache)
    failures.push(`precache ${formatKB(precache.bytes)} exceeds ${formatKB(LIMITS.precache)}`)
  if (precache.count === 0) failures.push('no precache manifest found in sw.js')
  if (precache.missing.length) failures.push(`precached files missing from the build: ${precache.missing.join(', ')}`)
  const misses: string[] = []
  if (firstLoadJs.bytes > TARGETS.firstLoadJs) misses.push('first-load JS above target')
  if (precache.bytes > TARGETS.precache) misses.push('precache above target')
  if (misses.length) lines.push(`Note: ${misses.join('; ')} (not a failure).`)
  for (const f of failures) lines.push(`BUDGET FAILED: ${f}`)
  if (!failures.length) lines.push('Budget OK.')
  return { ok: failures.length === 0, lines }
}

function main(): void {
  const args = process.argv.slice(2)
  const at = args.indexOf('--dir')
  const dirArg = at !== -1 ? args[at + 1] : undefined
  const dir = resolve(dirArg || (process.env.E2E_DIST ?? 'dist'))
  const result = measureBuild(dir)
  const { ok, lines } = report(result)
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
  else console.log(lines.join('\n'))
  process.exit(ok ? 0 : 1)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main()
  } catch (err) {
    console.error(`check-budget: ${err instanceof Error ? err.message : err}`)
    process.exit(1)
  }
}

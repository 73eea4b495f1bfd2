import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/*
 * The app's module graph as the build splits it, read from the sources: what the first load
 * carries, and what can run on a first page before any route chunk has loaded. The first-load test
 * and the message compiler (which keeps route-only messages out of the entry) share it.
 */

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')

/** Route files whose components load with the first page (never split). */
export const FIRST_PAGE_ROUTES = new Set([
  'src/routes/__root.tsx',
  'src/routes/_main.tsx',
  'src/routes/_main/index.tsx',
])

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? resolve(ROOT, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? resolve(ROOT, dirname(from), spec)
      : null
  if (!base) return null
  const file = ['.ts', '.tsx', ''].map((ext) => base + ext).find((p) => /\.tsx?$/.test(p) && existsSync(p))
  return file ? relative(ROOT, file) : null
}

const isSplitRoute = (file: string) => file.startsWith('src/routes/') && !FIRST_PAGE_ROUTES.has(file)

/** A split route's page: the router plugin moves the component, and so its page, into the route's chunk. */
export const isRoutePage = (spec: string) => /^@\/pages\/|-page$/.test(spec)

/** Repository-relative files `file` imports as values (not `import type`); with `dynamic`, `import()`s too. */
export function importsOf(file: string, dynamic = false): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8')
  const specs = [
    ...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/^import\s+'([^']+)'/gm),
    ...source.matchAll(/^export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...(dynamic ? source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g) : []),
  ].map((m) => m[1]!)
  return specs
    .filter((spec) => !(isSplitRoute(file) && isRoutePage(spec)))
    .map((spec) => resolveImport(file, spec))
    .filter((f): f is string => f !== null)
}

function closure(dynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const queue = ['src/main.tsx']
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file, dynamic))
  }
  return seen
}

/** The modules in the first-load chunk: static imports from src/main.tsx, less split route components. */
export const firstLoadModules = (): Set<string> => closure(false)

/** What may run on a page of the first-load routes: the first load and everything it imports on demand. */
export const firstPageModules = (): Set<string> => closure(true)

/** The message ids of `ids` that `files` name as string literals (every id in the app is one). */
export function messageIdsIn(files: Iterable<string>, ids: ReadonlySet<string>): Set<string> {
  const used = new Set<string>()
  for (const file of files) {
    if (file.startsWith('src/i18n/compiled/') || file.startsWith('src/i18n/catalogs/')) continue
    const source = readFileSync(resolve(ROOT, file), 'utf8')
    for (const match of source.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)) if (ids.has(match[1]!)) used.add(match[1]!)
  }
  return used
}

/** Compiled English split in two: the messages first-load pages name, and the rest (route pages only). */
export function englishSplit<M extends Record<string, unknown>>(compiled: M): { firstLoad: M; routes: M } {
  const used = messageIdsIn(firstPageModules(), new Set(Object.keys(compiled)))
  const pick = (keep: boolean) =>
    Object.fromEntries(Object.entries(compiled).filter(([id]) => used.has(id) === keep)) as M
  return { firstLoad: pick(true), routes: pick(false) }
}

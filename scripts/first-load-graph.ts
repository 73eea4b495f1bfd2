import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/*
 * The app's module graph as the build splits it, read from the sources: what the entry carries,
 * and what can run on a first page (the entry, the first page's route chunks and what they load on
 * demand). The first-load test and the message compiler (which splits English by these) share it.
 */

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')

/** Route files whose components load with the first page (split, but requested with the entry). */
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

/** Every route but the root is split: the router plugin moves these options into chunks of their own. */
const SPLIT_OPTIONS = new Set(['loader', 'component', 'notFoundComponent', 'errorComponent', 'pendingComponent'])

/** The split options whose chunk a page needs to show (the not-found and error views load when shown). */
const PAGE_OPTIONS = new Set(['loader', 'component', 'pendingComponent'])

const isSplitRoute = (file: string) => file.startsWith('src/routes/') && file !== 'src/routes/__root.tsx'

/** Index just past the bracket that closes the one at `open` (strings, templates and comments skipped). */
function closing(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    const c = source[i]!
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i)
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 1
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++
    } else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c) && --depth === 0) return i + 1
    if (i < 0) break
  }
  return source.length
}

/** The route file's options object, its text cut into top-level `name: value` properties. */
function routeOptions(source: string): { start: number; end: number; props: [string, string][] } | null {
  const call = /createFileRoute\([^)]*\)\(\s*\{/.exec(source)
  if (!call) return null
  const start = call.index + call[0].length - 1
  const end = closing(source, start)
  const props: [string, string][] = []
  let i = start + 1
  while (i < end - 1) {
    const name = /^\s*(?:\/\/[^\n]*\n\s*)*(\w+)\s*:/.exec(source.slice(i, end))
    if (!name) break
    let j = i + name[0].length
    while (j < end - 1 && source[j] !== ',') j = '([{'.includes(source[j]!) ? closing(source, j) : j + 1
    props.push([name[1]!, source.slice(i + name[0].length, j)])
    i = j + 1
  }
  return { start, end, props }
}

/** Top-level declarations of a module (`function X`, `const X =`), by name, with their text. */
function declarations(source: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of source.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*=)/gm)) {
    const name = (m[1] ?? m[2])!
    if (name === 'Route') continue
    const next = /^(?:export\s+|import\s|function\s|const\s|async\s)/m.exec(source.slice(m.index + m[0].length))
    out.set(name, source.slice(m.index, next ? m.index + m[0].length + next.index : source.length))
  }
  return out
}

/** The names `text` uses, with the declarations of the module it reaches. */
function reachedNames(text: string, decls: Map<string, string>): Set<string> {
  const names = new Set<string>()
  const queue = [text]
  while (queue.length) {
    for (const word of queue.pop()!.match(/[A-Za-z_$][\w$]*/g) ?? []) {
      if (names.has(word)) continue
      names.add(word)
      const decl = decls.get(word)
      if (decl) queue.push(decl)
    }
  }
  return names
}

/**
 * Of a split route file, the imports (specifier → local names) and the names its part in the
 * entry uses (every option but the split ones) and its split part uses (those options).
 */
function routeParts(
  source: string,
  splitOptions: ReadonlySet<string> = SPLIT_OPTIONS,
): { entry: Set<string>; split: Set<string> } | null {
  const options = routeOptions(source)
  if (!options) return null
  const decls = declarations(source)
  const kept = options.props.filter(([name]) => !SPLIT_OPTIONS.has(name)).map(([, value]) => value)
  const moved = options.props.filter(([name]) => splitOptions.has(name)).map(([, value]) => value)
  const outside = source.slice(0, options.start).replace(/^import\s[^'"]*?'[^']+'/gm, '') + source.slice(options.end)
  const outsideCode = outside.replace(/^(?:export\s+)?(?:async\s+)?(?:function|const)\s[\s\S]*$/m, '')
  return {
    entry: reachedNames([...kept, outsideCode].join('\n'), decls),
    split: reachedNames(moved.join('\n'), decls),
  }
}

/** The local names an import statement binds. */
function importedNames(statement: string): string[] {
  const clause = /^import\s+([\s\S]*?)\s+from\s/.exec(statement)?.[1] ?? ''
  const names: string[] = []
  for (const part of clause.replace(/[{}]/g, ',').split(',')) {
    const name = /(?:\bas\s+|^\s*(?:\*\s+as\s+)?)(\w+)\s*$/.exec(part.replace(/^\s*type\s+/, ''))?.[1]
    if (name && !/^\s*type\s/.test(part)) names.push(name)
  }
  return names
}

/**
 * Repository-relative files `file` imports as values (not `import type`); with `dynamic`, `import()`s
 * too, and what the first page's split routes use in their chunks, which load with it. Of a split
 * route, only what its options left in the entry use count as static.
 */
export function importsOf(file: string, dynamic = false): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8')
  const parts = isSplitRoute(file) ? routeParts(source) : null
  const inSplitPart = (statement: string) => {
    const names = importedNames(statement)
    return names.length > 0 && names.every((name) => !parts!.entry.has(name))
  }
  const takeSplit = dynamic && FIRST_PAGE_ROUTES.has(file)
  const specs = [
    ...[...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].filter(
      (m) => !parts || !inSplitPart(m[0]) || takeSplit,
    ),
    ...source.matchAll(/^import\s+'([^']+)'/gm),
    ...source.matchAll(/^export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...(dynamic ? source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g) : []),
  ].map((m) => m[1]!)
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null)
}

/** The modules a split route's chunks import: what its loader and components use (`options`: those options only). */
export function splitImportsOf(file: string, options: ReadonlySet<string> = SPLIT_OPTIONS): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8')
  const parts = routeParts(source, options)
  if (!parts) return []
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)]
    .filter((m) => importedNames(m[0]).some((name) => parts.split.has(name)))
    .map((m) => resolveImport(file, m[1]!))
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

/** The modules in the entry chunk: static imports from src/main.tsx, less split route components. */
export const entryModules = (): Set<string> => closure(false)

/** What may run on a page of the first-load routes: the entry, their route chunks and everything they import on demand. */
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

/**
 * Compiled English in three: the messages the entry names (its own views: the plain error view,
 * listing and policy titles), the rest of those first-load pages name (with the pages' chunks), and
 * the rest (route pages only).
 */
export function englishSplit<M extends Record<string, unknown>>(compiled: M): { entry: M; page: M; routes: M } {
  const ids = new Set(Object.keys(compiled))
  const entry = messageIdsIn(entryModules(), ids)
  const page = messageIdsIn(firstPageModules(), ids)
  const pick = (keep: (id: string) => boolean) =>
    Object.fromEntries(Object.entries(compiled).filter(([id]) => keep(id))) as M
  return {
    entry: pick((id) => entry.has(id)),
    page: pick((id) => page.has(id) && !entry.has(id)),
    routes: pick((id) => !page.has(id)),
  }
}

/**
 * Repository-relative modules the first page's route chunks import statically (what its split
 * routes' loaders and components use, and so on), less the entry's: the build's page chunk.
 */
export function firstPageChunkModules(): Set<string> {
  const entry = entryModules()
  const seen = new Set<string>()
  const queue = [...FIRST_PAGE_ROUTES].filter(isSplitRoute).flatMap((route) => splitImportsOf(route, PAGE_OPTIONS))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || entry.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file, false))
  }
  return seen
}

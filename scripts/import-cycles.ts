import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/*
 * The import graph of src/: which of our own modules each module imports (static, re-export and
 * dynamic imports; `import type` is erased at build time and does not count). Used by the unit test
 * that keeps src/ free of import cycles.
 */

const EXTENSIONS = ['.ts', '.tsx']

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return walk(path)
    return EXTENSIONS.some((e) => entry.name.endsWith(e)) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.gen.ts')
      ? [path]
      : []
  })
}

function resolveImport(srcDir: string, from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(srcDir, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, 'index' + e)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const IMPORT =
  /(?:^|\n)\s*(import|export)(\s+type)?\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** Module → the src/ modules it imports, paths relative to `srcDir`. */
export function importGraph(srcDir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of walk(srcDir)) {
    const deps = new Set<string>()
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[2]) continue
      const target = resolveImport(srcDir, file, (m[3] ?? m[4] ?? m[5])!)
      if (target) deps.add(relative(srcDir, target))
    }
    graph.set(relative(srcDir, file), [...deps])
  }
  return graph
}

/** Groups of modules that import each other in a circle (Tarjan's strongly connected components of size > 1). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) cycles.push(group.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return cycles
}

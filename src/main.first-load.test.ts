import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * What the first load of the app may carry. The build puts every module reachable by static imports
 * from src/main.tsx into the first-load chunk, except route components, which the router plugin
 * splits into chunks of their own (all but those of `/`: the root, the main layout and home). This
 * test follows the same graph in the sources, so a static import that would bring deferred code
 * back into the first load fails here, before the budget does.
 */

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
/** Route files whose components load with the first page (never split). */
const FIRST_PAGE_ROUTES = new Set(['src/routes/__root.tsx', 'src/routes/_main.tsx', 'src/routes/_main/index.tsx'])

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

/** Repository-relative files imported statically (values, not `import type`) by `file`. */
function staticImports(file: string): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8')
  const specs = [
    ...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/^import\s+'([^']+)'/gm),
    ...source.matchAll(/^export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
  ].map((m) => m[1]!)
  const isSplitRoute = file.startsWith('src/routes/') && !FIRST_PAGE_ROUTES.has(file)
  return specs
    .filter((spec) => !(isSplitRoute && /^@\/pages\/|-page$/.test(spec)))
    .map((spec) => resolveImport(file, spec))
    .filter((f): f is string => f !== null)
}

function firstLoadModules(): Set<string> {
  const seen = new Set<string>()
  const queue = ['src/main.tsx']
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(file))
  }
  return seen
}

describe('first-load JS', () => {
  const modules = firstLoadModules()

  it('follows the real graph (the entry, the router and the home page are in it)', () => {
    for (const file of [
      'src/main.tsx',
      'src/app/app.tsx',
      'src/routeTree.gen.ts',
      'src/pages/home-page.tsx',
      'src/widgets/layout/header.tsx',
    ])
      expect(modules).toContain(file)
  })

  it.each([
    // The sign-out wiring needs only the wipe, not the checkout form's rules or the key rules.
    'src/features/orders/checkout-draft.ts',
    'src/features/orders/shipping-form-schema.ts',
    'src/lib/idempotency.ts',
    'src/features/auth/api/logout.ts',
    // The /login guard needs only the return-path rule.
    'src/lib/safe-url.ts',
    // Home's sections below the fold, the footer, the notices and the worker's registration load after the page.
    'src/features/marketing/newsletter.tsx',
    'src/features/marketing/info-sections.tsx',
    'src/widgets/recently-viewed-section.tsx',
    'src/widgets/layout/footer.tsx',
    'src/features/pwa/pwa-notices.tsx',
    'src/app/register-sw.ts',
    // The persister and its IndexedDB libraries load on demand.
    'src/app/persister.ts',
  ])('leaves %s to load on demand', (file) => {
    expect(existsSync(resolve(ROOT, file))).toBe(true)
    expect(modules).not.toContain(file)
  })
})

import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadModules, firstPageModules, importsOf, isRoutePage, ROOT } from '../scripts/first-load-graph'

/*
 * What the first load of the app may carry. The build puts every module reachable by static imports
 * from src/main.tsx into the first-load chunk, except route components, which the router plugin
 * splits into chunks of their own (all but those of `/`: the root, the main layout and home). This
 * test follows the same graph in the sources, so a static import that would bring deferred code
 * back into the first load fails here, before the budget does.
 */

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
    // Data saver's menu choice and its photo placeholder load when shown.
    'src/widgets/layout/data-saver-switch.tsx',
    'src/components/ui/photo-placeholder.tsx',
    // The persister and its IndexedDB libraries load on demand.
    'src/app/persister.ts',
  ])('leaves %s to load on demand', (file) => {
    expect(existsSync(resolve(ROOT, file))).toBe(true)
    expect(modules).not.toContain(file)
  })

  it('leaves the English messages that only route pages name to their chunks, which every route page imports', () => {
    expect(firstPageModules()).not.toContain('src/i18n/compiled/en-routes.ts')
    const routePages = new Set<string>()
    for (const file of importsOfRoutes()) if (!firstPageModules().has(file)) routePages.add(file)
    expect(routePages.size).toBeGreaterThan(10)
    for (const page of routePages) expect(importsOf(page), page).toContain('src/i18n/route-messages.ts')
  })
})

/** The page modules that the split route files render. */
function importsOfRoutes(): string[] {
  const routes = [...firstLoadModules()].filter((f) => f.startsWith('src/routes/'))
  const pages: string[] = []
  for (const route of routes) {
    const source = readFileSync(resolve(ROOT, route), 'utf8')
    for (const m of source.matchAll(/from '([^']+)'/g))
      if (isRoutePage(m[1]!)) pages.push(m[1]!.replace('@/', 'src/') + '.tsx')
  }
  return pages
}

import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  entryModules,
  FIRST_PAGE_ROUTES,
  firstPageChunkModules,
  firstPageModules,
  importsOf,
  messageIdsIn,
  ROOT,
  splitImportsOf,
} from '../scripts/first-load-graph'
import { messages as routeMessages } from './i18n/compiled/en-routes'

/*
 * What the entry may carry. The build puts every module reachable by static imports from
 * src/main.tsx into the entry chunk, except what the routes' loaders and components use, which the
 * router plugin splits into chunks of their own (those of `/`, the main layout and home, make the
 * page chunk, requested with the entry). This test follows the same graph in the sources, so a
 * static import that would bring deferred code back into the entry fails here, before the budget does.
 */

describe('the entry', () => {
  const modules = entryModules()

  it('follows the real graph (the router is in it; the layout and the home page are in the page chunk)', () => {
    for (const file of ['src/main.tsx', 'src/app/app.tsx', 'src/routeTree.gen.ts', 'src/routes/_main/index.tsx'])
      expect(modules).toContain(file)
    const page = firstPageChunkModules()
    for (const file of ['src/pages/home-page.tsx', 'src/widgets/layout/header.tsx', 'src/styles/global-style.ts']) {
      expect(modules).not.toContain(file)
      expect(page).toContain(file)
    }
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
    // The styles, the error view and the messages of the pages come with the pages' chunks.
    'src/styles/theme.ts',
    'src/components/ui/theme-frame.tsx',
    'src/widgets/layout/route-error.tsx',
    'src/i18n/use-t.ts',
    'src/i18n/compiled/en-page.ts',
    // The routes' loaders (the catalogue's requests and answers) come with their pages.
    'src/features/catalog/api/products.ts',
    // A server-rendered page's state, and the sign-out, load where they are needed.
    'src/app/server-state.ts',
    'src/app/sign-out.ts',
  ])('leaves %s to load on demand', (file) => {
    expect(existsSync(resolve(ROOT, file))).toBe(true)
    expect(modules).not.toContain(file)
  })

  it('leaves the English messages that only route pages name to their chunks, each of which brings them', () => {
    expect(firstPageModules()).not.toContain('src/i18n/compiled/en-routes.ts')
    const routeIds = new Set(Object.keys(routeMessages))
    let checked = 0
    for (const route of [...entryModules()].filter((f) => f.startsWith('src/routes/') && !FIRST_PAGE_ROUTES.has(f))) {
      for (const option of ['component', 'notFoundComponent']) {
        const chunk = staticClosure(splitImportsOf(route, new Set([option])))
        if (messageIdsIn(chunk, routeIds).size === 0) continue
        checked++
        expect(chunk, `${route} ${option}`).toContain('src/i18n/route-messages.ts')
      }
    }
    expect(checked).toBeGreaterThan(10)
  })
})

/** `files` and every module they import statically. */
function staticClosure(files: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return seen
}

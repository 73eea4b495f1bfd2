import { existsSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Check } from './compare'
import { MODES, sec, type LighthousePage, type PageName } from './report'

/*
 * Polymer Shop (github.com/Polymer/shop, the PWA storefront demo), as a column to measure this
 * store against: its `polymer build` output served by a neutral static host, the same for it as a
 * plain host would be for us (gzip per response, no CSP, no precompressed copies).
 */

/** Shop's page for each page the bench measures (its catalogue is its own: men's outerwear). */
export const SHOP_PATHS: Record<PageName, string> = {
  Home: '/',
  Listing: '/list/mens_outerwear',
  Product: '/detail/mens_outerwear/Men+s+Tech+Shell+Full-Zip',
  Cart: '/cart',
}

/**
 * Serves the built Shop in `dir` (e.g. `build/esm-bundled`) on a free port of 127.0.0.1: files as
 * they are, gzip when the browser takes it, and `index.html` for any path without a file (Shop
 * routes in the browser). Throws when `dir` has no `index.html`.
 */
export async function serveShop(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built Polymer Shop in ${root} (run polymer build)`)
  const app = new Hono()
  app.use(compress({ encoding: 'gzip' }))
  app.use(serveStatic({ root }))
  app.get('*', (c, next) => (extname(c.req.path) ? next() : serveStatic({ root, path: 'index.html' })(c, next)))
  return new Promise((ok) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      ok({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            // Lighthouse's Chrome keeps connections open; they would hold the close.
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      }),
    )
  })
}

/** The checks of the current build against Shop: Performance at least Shop's + 15, server-mode LCP ≤ 0.6 × Shop's. */
export const SHOP_TARGETS = { scoreMargin: 15, serverLcp: 0.6 }

/**
 * A Markdown table of the current build beside Shop on each page (Shop has one mode, its static
 * host; the current build both): Performance (target ≥ Shop + 15), LCP (server: ≤ 0.6 × Shop's),
 * and JavaScript transferred. Returns the table and each check.
 */
export function shopComparison(shop: LighthousePage[], current: LighthousePage[]): { table: string; checks: Check[] } {
  const checks: Check[] = []
  const mark = (name: string, met: boolean) => {
    checks.push({ name, met })
    return met ? '✓' : '✗'
  }
  const lines = [
    '| Page, mode | Performance Shop / current | Target | LCP Shop / current | Current / Shop | Target | JS KB Shop / current |',
    '|---|---:|---|---:|---:|---|---:|',
  ]
  for (const page of current) {
    const s = shop.find((p) => p.name === page.name)?.static.median
    if (!s) continue
    for (const mode of MODES) {
      const c = page[mode].median
      const where = `${page.name}, ${mode}`
      const scoreOk = c.score >= s.score + SHOP_TARGETS.scoreMargin
      const lcpRatio = c.lcp / s.lcp
      const lcpTarget =
        mode === 'server'
          ? `≤ ${SHOP_TARGETS.serverLcp} × Shop ${mark(`${where} LCP ≤ ${SHOP_TARGETS.serverLcp} × Shop`, lcpRatio <= SHOP_TARGETS.serverLcp)}`
          : ''
      lines.push(
        `| ${where} | ${s.score} / ${c.score} | ≥ Shop + ${SHOP_TARGETS.scoreMargin} ${mark(`${where} Performance ≥ Shop + ${SHOP_TARGETS.scoreMargin}`, scoreOk)} | ${sec(s.lcp)} / ${sec(c.lcp)} | ${lcpRatio.toFixed(2)} | ${lcpTarget} | ${(s.jsBytes / 1024).toFixed(0)} / ${(c.jsBytes / 1024).toFixed(0)} |`,
      )
    }
  }
  return { table: lines.join('\n'), checks }
}

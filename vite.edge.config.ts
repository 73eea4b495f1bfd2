import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { routerPlugins, shared } from './vite.config.ts'
import { buildModulesOf, type ViteManifest } from './src/ssr/static-page-links.ts'
import { TEMPLATE_FILE } from './src/lib/prerendered-files.ts'

/*
 * The edge build (`npm run build:edge`, after the browser build): src/entry-edge.ts as one
 * self-contained ES module for Cloudflare Workers, in dist-edge/entry-edge.js.
 * - Everything is bundled (`noExternal: true`): a Worker has no node_modules.
 * - Packages resolve to their Workers builds (`workerd`, `worker`, e.g. react-dom/server's
 *   `server.edge.js`, Web streams only) and never to a `node` one; the browser field is not used,
 *   so styled-components keeps its server side (ServerStyleSheet).
 * - The browser build's page template (TEMPLATE_FILE) and route chunks are embedded (virtual module
 *   `virtual:storefront-build`): they are deployed together anyway, a render then needs no
 *   request to the assets first, and `.vite/` stays private.
 * - `process.env.NODE_ENV` is "production" at build time, so only React's production build is in.
 * - Rolldown's `neutral` platform: a `require` left in a package (styled-components' Node-stream
 *   helper, never called here) stays a function that throws if called, instead of an import of
 *   `node:module`, which a Worker does not have.
 * EDGE_ASSETS_DIR names the browser build (default dist), EDGE_OUT_DIR the output (dist-edge).
 * `npm run build:worker` is this build, then scripts/cloudflare-headers.ts, which writes the assets
 * folder's `_headers` and `.assetsignore`.
 */
const assetsDir = resolve(process.env.EDGE_ASSETS_DIR ?? 'dist')
const VIRTUAL = 'virtual:storefront-build'

/** Embeds the browser build in the Worker. */
function storefrontBuild(): Plugin {
  return {
    name: 'storefront-edge-build',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return
      // The route-neutral template the prerender step kept, not index.html (home's prerendered page).
      const index = join(assetsDir, TEMPLATE_FILE)
      const manifest = join(assetsDir, '.vite', 'manifest.json')
      if (!existsSync(index) || !existsSync(manifest))
        throw new Error(`No browser build in ${assetsDir}: run vite build first (npm run build:edge does both).`)
      const modules = buildModulesOf(JSON.parse(readFileSync(manifest, 'utf8')) as ViteManifest)
      return [
        `export const template = ${JSON.stringify(readFileSync(index, 'utf8'))}`,
        `export const routeModules = ${JSON.stringify([...modules.routes])}`,
        `export const entry = ${JSON.stringify(modules.entry)}`,
      ].join('\n')
    },
  }
}

export default defineConfig({
  ...shared,
  define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [...routerPlugins(), storefrontBuild()],
  publicDir: false,
  ssr: {
    noExternal: true,
    resolve: {
      conditions: ['workerd', 'worker', 'edge-light', 'module', 'import', 'production', 'default'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  build: {
    ssr: 'src/entry-edge.ts',
    target: 'es2022',
    outDir: process.env.EDGE_OUT_DIR ?? 'dist-edge',
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    rolldownOptions: { platform: 'neutral', output: { codeSplitting: false } },
  },
})

import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { storefrontHtml } from './scripts/vite-storefront-html.ts'
import { prerender } from './scripts/vite-prerender.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { compileHints } from './scripts/vite-compile-hints.ts'
import { firstPageChunkModules } from './scripts/first-load-graph.ts'

// The root manifest is the single source of truth; vite-plugin-pwa emits and links it.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
// Each build gets its own id (version + build time): the saved query cache is dropped by any new
// build, since a deploy may change what the saved data means even when the version does not.
const builtAt = new Date()
const buildId = `${pkg.version}+${builtAt.getTime().toString(36)}`

/** Settings every build of the app's code shares (the browser's, the server renderer's, the edge Worker's). */
export const shared = {
  define: {
    __APP_VERSION__: JSON.stringify(buildId),
    __BUILD_YEAR__: JSON.stringify(builtAt.getFullYear()),
  },
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // TanStack Store imports the pre-React-18 shim of useSyncExternalStore, which only hands back
      // React's own on React 18+; the unshimmed build of the same selector hook is identical there
      // and leaves the shim's fallback out of the first-load JS.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
} satisfies UserConfig

/**
 * Gives each styled component a fixed id, made from its file and its place in it (Oxc's
 * styled-components transform), in every build. Without it the id (and so every class name) comes
 * from a count of the components made so far, in the order their modules ran. That order differs:
 * the server runs a module when it first renders a page that needs it, the browser when its chunk
 * arrives. A page rendered on the server then carried class names that the browser gives other
 * components, and hydration met class names that did not match.
 */
const styledComponentIds = (): Plugin => ({
  name: 'storefront-styled-component-ids',
  config: () => ({
    oxc: {
      plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
    },
  }),
})

// The server renders with the browser's route tree, chunks and class names: one definition keeps them alike.
export const routerPlugins = () => [
  styledComponentIds(),
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
  }),
  react(),
]

/** Code that runs in Node (the server renderer, the build's prerenderer) is built for production. */
const serverDefine = { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') }

/**
 * `vite build --ssr` (the second step of `npm run build`): the server renderer, src/entry-renderer.tsx,
 * for Node, into dist-server/ (beside dist/, never inside it: the static host must not serve it).
 * Dependencies stay external (node_modules), except styled-components: it has no `exports` map, so
 * Node would load its CommonJS build, whose default import is not `styled`. Bundled code is built
 * for production; the external React reads NODE_ENV at run time (serve/ssr-server.ts sets it).
 */
const serverBuild: UserConfig = {
  ...shared,
  define: serverDefine,
  plugins: routerPlugins(),
  publicDir: false,
  ssr: { noExternal: ['styled-components'] },
  build: {
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: { input: 'src/entry-renderer.tsx' },
  },
}

const firstPage = new Set([...firstPageChunkModules()].map((file) => new URL(`./${file}`, import.meta.url).pathname))

/** A module of the first page's chunk: its own code (scripts/first-load-graph.ts) and its styling library. */
const inFirstPageChunk = (id: string): boolean =>
  firstPage.has(id.split('?')[0]!) ||
  /\/node_modules\/(styled-components|stylis)\//.test(id) ||
  // The store API client's sending code: every page's first request waits for it.
  /\/src\/lib\/(api-send|store-time)\.ts$/.test(id)

/** The saved catalogue's restore (a static page's start waits for it): one chunk, not three. */
const inRestoreChunk = (id: string): boolean =>
  /\/src\/app\/persister\.ts$|\/node_modules\/idb-keyval\/|\/node_modules\/@tanstack\/query-core\/.*\/hydration\.js$/.test(
    id,
  )

const browserBuild: UserConfig = {
  ...shared,
  plugins: [
    ...routerPlugins(),
    // CSP meta fallback, API preconnect and the recorded API base (src/ssr/csp.ts).
    storefrontHtml(),
    // The static first views: the prerendered pages and the route-neutral shell.html, before the
    // service worker's precache list is made.
    prerender({ plugins: routerPlugins, define: serverDefine, alias: shared.resolve.alias }),
    // The start-up chunks compiled while they stream in.
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The glob below already precaches public/icons; listing them twice only duplicates entries.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,txt,woff2}'],
        // Install-sheet screenshots are fetched by the browser only when it offers installation.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // `.br` and `.gz` copies of the text files, for the Node static server; last, so the prerendered
    // pages and sw.js get theirs and the precache glob above (no br/gz) never lists them.
    precompress(),
  ],
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Browsers of the es2022 target without <link rel=modulepreload> (Safari < 17, Firefox < 115): there
    // a lazy chunk's imports load one after another instead of together (slower, still correct). Its
    // polyfill would cost every browser ~0.25 KB gzip of first-load JS.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two first-load chunks, not dozens: over HTTP/1.1 on slow 4G small chunks cost more (requests,
      // gzip overhead) than they save. The entry: everything it needs statically (React, the router,
      // the query client, the start-up). The page: what the first page's route chunks need besides
      // (its layout, home, the styles), which every page of the main layout needs too. Modulepreloaded
      // with the entry (src/ssr/ssr-preload.ts). Other routes stay split, their shared modules in a few
      // chunks by the routes that use them (a product page took 24 modulepreloads, now 13).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'page', test: inFirstPageChunk, priority: 1 },
            { name: 'restore', test: inRestoreChunk, priority: 1 },
            {
              name: 'shared',
              minShareCount: 2,
              minSize: 20_000,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
}

/** `vite build` builds the browser app; `vite build --ssr` the server renderer. */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild))

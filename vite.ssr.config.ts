import { readFileSync } from 'node:fs'
import { defineConfig, mergeConfig, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import base from './vite.config.ts'

/*
 * Spike only. Two builds share these settings:
 * - `SSR_TARGET=client vite build -c vite.ssr.config.ts`: the normal app build, plus the router/query
 *   SSR integration, which is not installed yet and is read from SSR_DEPS (an `npm install --prefix`
 *   folder outside the repo);
 * - `vite build -c vite.ssr.config.ts --ssr src/entry-server.tsx`: the server renderer for Node,
 *   without the service worker or the HTML plugins.
 * Once `@tanstack/react-router-ssr-query` is a dependency, the alias and dedupe go away.
 */
const deps = process.env.SSR_DEPS ?? '/tmp/ssr-deps/node_modules'
const shared: UserConfig = {
  resolve: {
    alias: {
      '@tanstack/react-router-ssr-query': `${deps}/@tanstack/react-router-ssr-query/dist/esm/index.js`,
      '@tanstack/router-ssr-query-core': `${deps}/@tanstack/router-ssr-query-core/dist/esm/index.js`,
    },
    // The aliased files live outside the repo: their peers must still be the app's single copies.
    dedupe: ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core', '@tanstack/router-core'],
  },
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

const server: UserConfig = {
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/_main' || routeId === '/_main/' ? [] : undefined),
      },
    }),
    react(),
  ],
  // styled-components has no `exports` map: Node would load its CommonJS build, whose default
  // import is the module object (`styled.div` is not a function). Bundled, Vite takes its ESM build.
  ssr: { noExternal: process.env.SSR_BUNDLE_ALL ? true : ['styled-components'] },
  publicDir: false,
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, sourcemap: false, minify: false },
}

export default defineConfig(({ isSsrBuild }) => mergeConfig(isSsrBuild ? server : base, shared))

import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

const FEATURES = ['auth', 'cart', 'catalog', 'marketing', 'orders', 'payment', 'pwa', 'store-info', 'wishlist']

/** What each layer may not import: every layer above it, and the wiring (app/, the renderer). */
const ABOVE = {
  lower: ['src/features', 'src/widgets', 'src/pages', 'src/routes', 'src/app', 'src/ssr'],
  features: ['src/widgets', 'src/pages', 'src/routes', 'src/app', 'src/ssr'],
  widgets: ['src/pages', 'src/routes', 'src/app', 'src/ssr'],
  pages: ['src/routes', 'src/app', 'src/ssr'],
  routes: ['src/app', 'src/ssr'],
}

/** `import-x/no-restricted-paths` zones: `target` files may not import from `from`. */
const LAYER_ZONES = [
  {
    target: ['src/lib', 'src/domain', 'src/components', 'src/styles'],
    from: ABOVE.lower,
    message:
      'lib/, domain/, components/ and styles/ are the lowest layer: they import no feature, widget, page, route or app code.',
  },
  {
    target: 'src/features',
    from: ABOVE.features,
    message: 'Features import only components/, domain/ and lib/: compose them in a widget or page.',
  },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in src/widgets or src/pages.',
  })),
  { target: 'src/widgets', from: ABOVE.widgets, message: 'Widgets import no page, route or app code.' },
  {
    target: 'src/pages',
    from: ABOVE.pages,
    message: 'Pages import no route or app code: app/ hands them what they need.',
  },
  { target: 'src/routes', from: ABOVE.routes, message: 'Routes import no app code: the router context carries it.' },
  {
    target: 'src/app',
    from: 'src/pages',
    message: 'app/ wires routes, not pages: a page is reached through its route.',
  },
]

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'test-results-*',
      '.tmp',
      'bench/results.json',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/.lh',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  pluginQuery.configs['flat/recommended'],
  pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  // Type-aware rules: a promise is awaited, returned or explicitly dropped with `void`, and never
  // handed to a place that expects a plain callback or condition. Each file uses its nearest
  // tsconfig (sw/tsconfig.json for the service worker, tsconfig.json for everything else).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Accessibility of the markup: labels, alt text, keyboard access for anything clickable.
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    // A component's autoFocus prop (the enhanced search field) carries focus over from the field it
    // replaces; it never takes focus the user did not give.
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  // Nothing imports in a circle: a cycle makes module start-up order fragile and tangles chunks.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
      // '@/…' is our own src/, not a scoped package.
      'import-x/internal-regex': '^@/',
      // Parse TypeScript dependencies too (the default reads only .js files).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Layers point one way: routes → pages → widgets → features → components / domain / lib (and
  // styles). app/ wires them (router, providers, start-up) and is imported only by the entry points
  // and the HTML renderer (src/ssr/). Features never import each other: widgets and pages are
  // where they meet. A wrong import fails `npm run lint` (scripts/eslint-layers.test.ts checks that).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }] },
  },
  // Queries go through lib/use-query.ts, which hydrates a prerendered page's parts as the build rendered them.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/use-query.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery'],
              message: "Import useQuery from '@/lib/use-query' (prerendered pages hydrate with it).",
            },
          ],
        },
      ],
    },
  },
)

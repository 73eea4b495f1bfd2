import { readdirSync } from 'node:fs'
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/** Every feature folder: a new one is checked the moment it exists. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const UPPER = ['src/features', 'src/widgets', 'src/pages', 'src/routes', 'src/app', 'src/ssr']

/**
 * `import-x/no-restricted-paths` zones: `target` files may not import from `from`. The foundation,
 * bottom up: lib (no app code at all), i18n (lib), styles, domain (lib, i18n), components (lib,
 * i18n, styles, domain); then features, widgets, pages, routes; app/ and ssr/ wire them.
 */
const LAYER_ZONES = [
  {
    target: 'src/lib',
    from: ['src/i18n', 'src/styles', 'src/domain', 'src/components', ...UPPER],
    message: 'lib/ is the lowest layer: it imports nothing else of src/.',
  },
  {
    target: 'src/i18n',
    from: ['src/styles', 'src/domain', 'src/components', ...UPPER],
    message: 'i18n/ imports only lib/.',
  },
  {
    target: 'src/styles',
    from: ['src/i18n', 'src/domain', 'src/components', ...UPPER],
    message: 'styles/ imports only lib/.',
  },
  {
    target: 'src/domain',
    from: ['src/styles', 'src/components', ...UPPER],
    message: 'domain/ imports only lib/ and i18n/.',
  },
  {
    target: 'src/components',
    from: UPPER,
    message: 'components/ import no feature, widget, page, route or app code.',
  },
  {
    target: 'src/features',
    from: ['src/widgets', 'src/pages', 'src/routes', 'src/app', 'src/ssr'],
    message: 'Features import only components/, domain/, i18n/, styles/ and lib/: compose them in a widget or page.',
  },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in src/widgets or src/pages.',
  })),
  {
    target: 'src/widgets',
    from: ['src/pages', 'src/routes', 'src/app', 'src/ssr'],
    message: 'Widgets import no page, route or app code.',
  },
  {
    target: 'src/pages',
    from: ['src/routes', 'src/app', 'src/ssr'],
    message: 'Pages import no route or app code: app/ hands them what they need.',
  },
  {
    target: 'src/routes',
    from: ['src/app', 'src/ssr'],
    message: 'Routes import no app code: the router context carries it.',
  },
  {
    target: 'src/app',
    from: 'src/pages',
    message: 'app/ wires routes, not pages: a page is reached through its route.',
  },
  {
    target: 'sw',
    from: ['src/components', 'src/widgets', 'src/pages', 'src/routes', 'src/ssr', 'src/i18n', 'src/styles'],
    message: 'The service worker bundles no UI: only lib/, domain/, the outbox and PWA rules, and the worker sender.',
  },
  {
    // Not start.ts (`npm start`'s demo launcher starts the reference API beside the app) nor tests.
    target: 'serve/!(start|*.test).ts',
    from: ['store-api', 'scripts', 'bench', 'tests'],
    message: 'The production server depends on neither the reference API nor the development scripts.',
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
  // The app's store client is not part of a query key: one query client serves one app.
  { rules: { '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['ApiClient'] } }] } },
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
  // Layers point one way (LAYER_ZONES); features never import each other. A wrong import fails
  // `npm run lint` (scripts/eslint-layers.test.ts checks every zone).
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'serve/**/*.ts'],
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

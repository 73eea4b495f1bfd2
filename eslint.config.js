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
  // Features never import each other, nor widgets, pages, routes or start-up code; lib/ and
  // components/ and domain/ (rules shared by features) import no feature. Widgets and pages are
  // where features meet.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `@/features/${f}/*`,
                `@/features/${f}`,
                `**/features/${f}/*`,
              ]),
              message: 'Features do not import each other: compose them in src/widgets or src/pages.',
            },
            {
              group: ['@/app/*', '@/routes/*', '@/widgets/*', '@/pages/*'],
              message: 'Features do not import widgets, pages, routes or the app layer.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/pages/*', '@/routes/*'], message: 'Widgets import no page or route.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/routes/*', '@/widgets/*', '@/pages/*'],
              message: 'Lower layers import no feature.',
            },
          ],
        },
      ],
    },
  },
)

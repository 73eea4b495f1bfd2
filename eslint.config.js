import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'

const FEATURES = ['auth', 'cart', 'catalog', 'marketing', 'orders', 'payment', 'pwa', 'store-info', 'wishlist']

export default tseslint.config(
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
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
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

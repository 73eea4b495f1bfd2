import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'

const FEATURES = ['auth', 'cart', 'catalog', 'marketing', 'orders', 'payment', 'pwa', 'store-info', 'wishlist']

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dev-dist', 'test-results-*', '.tmp', 'bench/results.json', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench/.lh'] },
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
  // Features never import each other; lib/ and components/ui import no feature (DESIGN house style).
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/*`, `@/features/${f}`, `**/features/${f}/*`]),
              message: 'Features do not import each other: compose them in a route or in src/app.',
            },
            { group: ['@/app/*', '@/routes/*'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '@/routes/*'], message: 'Lower layers import no feature.' }] }],
    },
  },
)

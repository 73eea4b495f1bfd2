import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/*
 * Unit and component tests: no router or PWA plugins needed, so they start fast.
 * Where each runs: a component test (`*.test.tsx`) in jsdom; every other test (`*.test.ts`) in
 * plain Node, unless its first line asks for a DOM (`// @vitest-environment jsdom`). Setting up
 * jsdom costs about a second of CPU per file, which most of the logic tests do not need.
 *
 * Isolation: a test file that replaces modules or globals (`vi.mock`, `vi.doMock`,
 * `vi.resetModules`, `vi.stubGlobal`, `vi.stubEnv`), or sets something up before its imports
 * load (`vi.hoisted`), needs a module graph of its own, so it runs
 * isolated. Every other file shares its worker's modules and environment with the files before it
 * (`isolate: false`): a fresh graph and jsdom per file cost about 30 s of the unit run on 2 cores.
 * `src/test/shared-modules-setup.ts` resets what such files share (the DOM, timers, the language)
 * after each test.
 */
const NODE_TESTS = [
  'src/**/*.test.ts',
  'store-api/**/*.test.ts',
  'serve/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
]
const DOM_TESTS = ['src/**/*.test.tsx']

/** Replaces modules or globals: must run with a module graph of its own. */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv|hoisted)\(/

const isolated = (patterns: string[]) =>
  globSync(patterns, { ignore: ['**/node_modules/**'] }).filter((file) =>
    NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
  )

/** The shared settings of one environment's two projects: `name` for shared modules, `name-isolated` for the rest. */
function projectsOf(name: string, environment: 'node' | 'jsdom', include: string[]): TestProjectInlineConfiguration[] {
  const own = isolated(include)
  return [
    {
      extends: true as const,
      test: {
        name,
        environment,
        include,
        exclude: own,
        isolate: false,
        setupFiles: ['src/test/setup.ts', 'src/test/shared-modules-setup.ts'],
      },
    },
    { extends: true as const, test: { name: `${name}-isolated`, environment, include: own, isolate: true } },
  ]
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    setupFiles: ['src/test/setup.ts'],
    // Every core: Vitest's default leaves one free, which on a 2-core machine is one worker
    // (the unit run took 88 s in one worker, 70 s in two).
    maxWorkers: '100%',
    // The reference API's password hashing at a test cost (store-api/lib/passwords.ts): its tests sign in hundreds of times.
    env: { SCRYPT_N: '1024' },
    restoreMocks: true,
    projects: [...projectsOf('node', 'node', NODE_TESTS), ...projectsOf('dom', 'jsdom', DOM_TESTS)],
  },
})

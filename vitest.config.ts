import { defineConfig } from 'vitest/config'

/*
 * Unit and component tests: no router or PWA plugins needed, so they start fast.
 * Where each runs: a component test (`*.test.tsx`) in jsdom; every other test (`*.test.ts`) in
 * plain Node, unless its first line asks for a DOM (`// @vitest-environment jsdom`). Setting up
 * jsdom costs about a second of CPU per file, which most of the logic tests do not need.
 */
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'store-api/**/*.test.ts',
            'serve/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    ],
  },
})

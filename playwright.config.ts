import { defineConfig } from '@playwright/test'
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium-path'
import { workerServers } from './tests/e2e/servers'

/** Parallel workers (E2E_WORKERS, default 2: one per core). Each gets its own API and app server. */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/** Worker i's reference API (fresh in-memory database, test-only fault switch) and app server. */
function serversOf(index: number) {
  const { apiPort, appPort, dist } = workerServers(index)
  // Worker 0 serves the build `npm run test:e2e` made; the others build their own, for their API.
  const build =
    index === 0
      ? ''
      : `VITE_API_BASE_URL=http://localhost:${apiPort}/api/v1 vite build --outDir ${dist} --emptyOutDir --logLevel warn && vite build --ssr --outDir ${dist}-server --logLevel warn && `
  return [
    {
      command: `tsx server/main.ts`,
      url: `http://127.0.0.1:${apiPort}/api/v1/storeInfo`,
      env: { PORT: String(apiPort), FAULTS: '1', APP_ORIGIN: `http://localhost:${appPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production static server of `npm start --static` (compression, caching, CSP header), without
      // its API: the suite runs the app as a plain static host serves it (ssr.spec.ts starts its own
      // server-rendering server).
      command: `${build}tsx scripts/start.ts --app-only --static --port ${appPort} --dir ${dist}`,
      url: `http://localhost:${appPort}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ]
}

/**
 * End-to-end tests: the built app (served as `npm start` does, under its CSP) against the reference
 * API. Spec files are shared out between the workers; the tests of one file run in order in one
 * worker, which resets its own API between tests (tests/e2e/servers.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a flaky test is fixed, never retried.
  retries: 0,
  reporter: [['list']],
  use: {
    // Each worker's own app server: set per worker by tests/e2e/fixtures.ts.
    baseURL: `http://localhost:${workerServers(0).appPort}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'app', testIgnore: /(ssr|edge)\.spec\.ts$/ },
    // The server-rendering specs (Node, and the edge bundle) time the server (a slow store's shell
    // in under 1 s) and run it in their worker's own process: they run last, once the other worker
    // is idle, so a busy machine does not stretch what they measure.
    { name: 'ssr', testMatch: /(ssr|edge)\.spec\.ts$/, dependencies: ['app'] },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => serversOf(i)).flat(),
})

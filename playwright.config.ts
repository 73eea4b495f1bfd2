import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium-path'
import type { Serving } from './tests/e2e/fixtures'
import { workerServers } from './tests/e2e/servers'

/**
 * Parallel workers (E2E_WORKERS, default 3). Each gets its own API and app servers. The tests spend
 * most of their time waiting (on retries, timeouts, polls and the network), so on 2 cores three
 * workers finish sooner than two.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3))

/**
 * Specs that also run against the server-rendering server (project `ssr-app`): the pages it renders
 * (home, listings, search results, product pages), navigation from a rendered page, and the
 * offline and service-worker behaviour after a rendered first visit. Left out: checkout, payment,
 * accounts and the signed-in specs (the server never renders them: they get the same shell as on a
 * static host); csp.spec (it checks the static host's CSP meta, which rendered pages leave out for
 * a nonce); update.spec (it replaces the served build, and the HTML server reads its template once
 * at start, so a deploy of it is a restart).
 */
const SSR_SPECS = /\/(foundation|catalog-cart|navigation-safety|offline|hostile-data|search|storage)\.spec\.ts$/

/** One entry of the config's `webServer` list. */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]

/**
 * Worker i's reference API (fresh in-memory database, test-only fault switch) and app servers,
 * started in this order. Every worker serves the one build `npm run test:e2e` made (worker i > 0 a
 * copy of it, see tests/e2e/servers.ts), each handing the browser its own API at run time.
 */
function serversOf(index: number): WebServer[] {
  const { apiPort, appPort, ssrAppPort, dist, serverEntry, apiBase } = workerServers(index)
  const base = workerServers(0).dist
  const copy = index === 0 ? '' : `rm -rf ${dist} && cp -r ${base} ${dist} && `
  // The store API the app calls and the server renders from, under the name the browser uses: the
  // store names its images after the host it is asked on.
  const env = { STORE_API_URL: apiBase }
  return [
    {
      command: `tsx store-api/main.ts`,
      url: `http://127.0.0.1:${apiPort}/api/v1/storeInfo`,
      // SCRYPT_N: password hashing at a test cost (store-api/lib/passwords.ts), for the suite's many sign-ins.
      env: { PORT: String(apiPort), FAULTS: '1', APP_ORIGIN: `http://localhost:${appPort}`, SCRYPT_N: '1024' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production static server of `npm start --static` (compression, caching, CSP header,
      // this worker's /config.json), without its API: project `app` runs the app as a static host serves it.
      command: `${copy}tsx serve/start.ts --app-only --static --port ${appPort} --dir ${dist}`,
      url: `http://localhost:${appPort}`,
      env,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The server-rendering server of `npm start` on the same build.
      command: `tsx serve/start.ts --app-only --port ${ssrAppPort} --dir ${dist} --server ${serverEntry}`,
      url: `http://localhost:${ssrAppPort}`,
      env,
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
export default defineConfig<object, { serving: Serving }>({
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
    // The same specs, pages opened on the server-rendering server (tests/e2e/fixtures.ts).
    { name: 'ssr-app', testMatch: SSR_SPECS, use: { serving: 'ssr' } },
    // The server-rendering specs (Node, and the edge bundle under Node and in workerd) time the server (a slow store's shell
    // in under 1 s) and run it in their worker's own process: they run last, once the other
    // workers are idle, so a busy machine does not stretch what they measure.
    { name: 'ssr', testMatch: /(ssr|edge)\.spec\.ts$/, dependencies: ['app', 'ssr-app'] },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => serversOf(i)).flat(),
})

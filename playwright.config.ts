import { defineConfig } from '@playwright/test'
import { chromiumPath, CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium-path'
import type { Serving } from './tests/e2e/fixtures'
import { workerServers } from './tests/e2e/servers'

/**
 * Parallel workers (E2E_WORKERS, default 3). Each gets its own API and app servers. On 2 cores three
 * keep both busy (two leave them idle while tests wait on retries and polls); four finish no sooner.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3))

/**
 * Specs that also run against the server-rendering server (project `ssr-app`): the pages it renders
 * (home, listings, search results, product pages; their photos, Data saver), navigation from a rendered page, and the
 * offline and service-worker behaviour after a rendered first visit. Left out: checkout, payment,
 * accounts and the signed-in specs (the server never renders them: they get the same shell as on a
 * static host); csp.spec (it checks the static host's CSP meta, which rendered pages leave out for
 * a nonce); update.spec (it replaces the served build, and the HTML server reads its template once
 * at start, so a deploy of it is a restart). Within these specs, a test tagged BROWSER_RENDERED
 * (tests/e2e/fixtures.ts) opens only pages the server does not render, and one tagged AFTER_START is
 * about what the app does once started; both run in `app` alone.
 */
const SSR_SPECS = /\/(foundation|catalog-cart|navigation-safety|offline|hostile-data|search|storage|images)\.spec\.ts$/

/** The server-rendering server's own specs (Node, the edge bundle): project `ssr` alone runs them. */
const SERVER_SPECS = /(ssr|edge)\.spec\.ts$/

/**
 * End-to-end tests: the built app (served as `npm start` does, under its CSP) against the reference
 * API. Tests, not whole files, are shared out between the workers (a long file no longer keeps one
 * worker busy after the others finish); each test starts from a reset API of its worker's own
 * (tests/e2e/servers.ts), so none depends on another having run. A file whose quick tests share a
 * costly set-up (the edge specs' Worker and workerd) runs in one worker (`describe.configure({ mode: 'default' })`).
 */
export default defineConfig<object, { serving: Serving }>({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
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
    launchOptions: { executablePath: testChromiumPath() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'app', testIgnore: SERVER_SPECS, grepInvert: /@full-browser/ },
    // Tests tagged FULL_BROWSER (tests/e2e/fixtures.ts), in the full Chromium: the headless shell lacks what they need.
    {
      name: 'app-full-browser',
      testIgnore: SERVER_SPECS,
      grep: /@full-browser/,
      use: { launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS } },
    },
    // The same specs, pages opened on the server-rendering server (tests/e2e/fixtures.ts).
    {
      name: 'ssr-app',
      testMatch: SSR_SPECS,
      grepInvert: /@browser-rendered|@after-start|@full-browser/,
      use: { serving: 'ssr' },
    },
    // The server-rendering specs (Node, and the edge bundle under Node and in workerd) time the server (a slow store's shell
    // in under 1 s) and run it in their worker's own process: they run last, once the other
    // workers are idle, so a busy machine does not stretch what they measure.
    { name: 'ssr', testMatch: SERVER_SPECS, dependencies: ['app', 'app-full-browser', 'ssr-app'] },
  ],
  // Each worker's reference API (fresh in-memory database, test-only fault switch) and its static
  // and server-rendering app servers of the one build `npm run test:e2e` made (worker i > 0 a copy
  // of it), each handing the browser its own API at run time: all started at once.
  webServer: {
    command: `tsx tests/e2e/start-servers.ts ${WORKERS}`,
    wait: { stdout: /e2e servers ready/ },
    stdout: 'pipe',
    reuseExistingServer: false,
    timeout: 180_000,
  },
})

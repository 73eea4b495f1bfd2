import { defineConfig } from '@playwright/test'
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium-path'

export const API_PORT = Number(process.env.E2E_API_PORT ?? 8044)
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173)
/** The built app to serve; parallel sessions build into their own folder (with VITE_API_BASE_URL for their API port). */
export const DIST = process.env.E2E_DIST ?? 'dist'

/**
 * End-to-end tests: the built app (served as `npm start` does, under its CSP) against the reference API with a fresh
 * in-memory database and the test-only fault switch. One worker: tests share that API and
 * reset it between tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is fixed, never retried.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `tsx server/main.ts`,
      url: `http://127.0.0.1:${API_PORT}/api/v1/storeInfo`,
      env: { PORT: String(API_PORT), FAULTS: '1', APP_ORIGIN: `http://localhost:${APP_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production static server of `npm start` (compression, caching, CSP header), without its API.
      command: `tsx scripts/start.ts --app-only --port ${APP_PORT} --dir ${DIST}`,
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})

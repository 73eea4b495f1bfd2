/**
 * Which reference API, app servers and build folder a Playwright worker uses. Each worker has its
 * own set, so tests that reset the store's database or switch its faults on never disturb a test
 * running in the other worker: worker i uses API port `E2E_API_PORT + i`, static app port
 * `E2E_APP_PORT + i` (defaults 8044 and 4173) and server-rendering app port `E2E_APP_PORT + 100 + i`.
 * Worker 0 serves `E2E_DIST` (default `dist`, built by `npm run test:e2e`); worker i > 0 serves
 * `${E2E_DIST}-w${i}`, built by playwright.config.ts for its own API, since the API's address is
 * fixed in the build. The server renderer of a build folder is in `<folder>-server/`.
 */
export interface WorkerServers {
  apiPort: number
  /** The static app server (the build as a plain static host serves it). */
  appPort: number
  /** The server-rendering app server (scripts/ssr-server.ts) of the same build and API. */
  ssrAppPort: number
  /** The built app folder this worker's app servers serve. */
  dist: string
}

const env = process.env

/** The servers of the worker with parallel index `index` (0-based). */
export function workerServers(index: number): WorkerServers {
  const dist = env.E2E_DIST ?? 'dist'
  const appPort = Number(env.E2E_APP_PORT ?? 4173) + index
  return {
    apiPort: Number(env.E2E_API_PORT ?? 8044) + index,
    appPort,
    ssrAppPort: appPort + 100,
    dist: index === 0 ? dist : `${dist}-w${index}`,
  }
}

/** The servers of the worker this module runs in (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const WORKER = workerServers(Number(env.TEST_PARALLEL_INDEX ?? 0))

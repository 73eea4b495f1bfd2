/**
 * Which reference API, app servers and build folder a Playwright worker uses. Each worker has its
 * own set, so tests that reset the store's database or switch its faults on never disturb a test
 * running in the other worker: worker i uses API port `E2E_API_PORT + i`, static app port
 * `E2E_APP_PORT + i` (defaults 8044 and 4173) and server-rendering app port `E2E_APP_PORT + 100 + i`.
 * There is one build, `E2E_DIST` (default `dist`, made by `npm run test:e2e`), and its server
 * renderer in `${E2E_DIST}-server/`: the store API is run-time configuration, so each worker's
 * servers hand the browser their own API (`STORE_API_URL`). Worker 0 serves `E2E_DIST` itself;
 * worker i > 0 a copy of it, `${E2E_DIST}-w${i}` (playwright.config.ts makes it), because a few
 * specs change the served folder (a deploy of a new version, the edge build's files).
 */
export interface WorkerServers {
  apiPort: number
  /** The static app server (the build as a plain static host serves it). */
  appPort: number
  /** The server-rendering app server (serve/ssr-server.ts) of the same build and API. */
  ssrAppPort: number
  /** The built app folder this worker's app servers serve. */
  dist: string
  /** The one build's server renderer (`${E2E_DIST}-server/entry-renderer.js`), shared by every worker. */
  serverEntry: string
  /** This worker's store API base, e.g. `http://localhost:8044/api/v1`. */
  apiBase: string
}

const env = process.env

/** The servers of the worker with parallel index `index` (0-based). */
export function workerServers(index: number): WorkerServers {
  const dist = env.E2E_DIST ?? 'dist'
  const appPort = Number(env.E2E_APP_PORT ?? 4173) + index
  const apiPort = Number(env.E2E_API_PORT ?? 8044) + index
  return {
    apiPort,
    appPort,
    ssrAppPort: appPort + 100,
    dist: index === 0 ? dist : `${dist}-w${index}`,
    serverEntry: `${dist}-server/entry-renderer.js`,
    apiBase: `http://localhost:${apiPort}/api/v1`,
  }
}

/** The servers of the worker this module runs in (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const WORKER = workerServers(Number(env.TEST_PARALLEL_INDEX ?? 0))

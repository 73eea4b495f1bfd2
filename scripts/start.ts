import { resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { RunningServer } from '../server/app'
import { parseOrigins } from './csp'
import { readBuildApiBase, startStaticServer, type RunningStaticServer } from './static-server'
import { exitOnSignals } from '../server/lib/shutdown'

/**
 * `npm start` (= `vite build && tsx scripts/start.ts`): the reference API on API_PORT (8044, data
 * kept in DB_DIR, default .tmp/db) and the built app from dist/ on APP_PORT (4173) with compression,
 * caching and the Content-Security-Policy. The API's test-only fault routes are never enabled here.
 *
 * Flags: `--app-only` serves the app without starting an API (the e2e config starts its own API);
 * `--dir <folder>` (default dist, or E2E_DIST); `--port <n>` (the app's port, default APP_PORT).
 * Environment: API_PORT (or PORT), APP_PORT, DB_DIR, HOST (127.0.0.1), CSP_IMAGE_ORIGINS and
 * CSP_FORM_ACTION_ORIGINS (space-separated extra origins for an image CDN and a payment gateway).
 */

/** What `startStore` starts. */
export interface StoreOptions {
  /** The built app folder. */
  dir: string
  /** App port; 0 = a free one. */
  appPort: number
  /** API port; 0 = a free one. Ignored with `appOnly`. */
  apiPort: number
  /** PGlite folder; undefined = in memory. */
  dbDir?: string
  host?: string
  appOnly?: boolean
  imageOrigins?: string[]
  formActionOrigins?: string[]
}

/** The running store: the app server and, unless app-only, the API. */
export interface RunningStore {
  app: RunningStaticServer
  api: RunningServer | null
  close(): Promise<void>
}

/** Starts the API (without fault routes) and the static app server. */
export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const dir = resolve(options.dir)
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`No built app in ${dir}: run vite build first.`)
  const host = options.host ?? '127.0.0.1'
  const app = await startStaticServer({
    root: dir,
    port: options.appPort,
    host,
    warm: true,
    imageOrigins: options.imageOrigins,
    formActionOrigins: options.formActionOrigins,
  })
  let api: RunningServer | null = null
  if (!options.appOnly) {
    try {
      // Loaded only when needed, so `--app-only` (the e2e app server) starts without the database code.
      const { startServer } = await import('../server/app')
      api = await startServer({ port: options.apiPort, host, dbDir: options.dbDir, faults: false, appOrigin: app.url })
    } catch (err) {
      await app.close()
      throw err
    }
  }
  return {
    app,
    api,
    close: async () => {
      await app.close()
      await api?.close()
    },
  }
}

function port(raw: string | undefined, fallback: number, name: string): number {
  const n = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid ${name}: ${raw}`)
  return n
}

async function main() {
  const { values } = parseArgs({
    options: { 'app-only': { type: 'boolean', default: false }, dir: { type: 'string' }, port: { type: 'string' } },
  })
  const env = process.env
  const appOnly = values['app-only'] ?? false
  if (!appOnly && env.FAULTS && env.FAULTS !== '0') {
    console.error(
      "Refusing to start: FAULTS enables the API's reset and fault-injection routes, which are for tests only. Unset FAULTS for npm start.",
    )
    process.exit(1)
  }
  const dir = values.dir ?? env.E2E_DIST ?? 'dist'
  const store = await startStore({
    dir,
    appPort: port(values.port ?? env.APP_PORT, 4173, 'APP_PORT'),
    apiPort: port(env.API_PORT ?? env.PORT, 8044, 'API_PORT'),
    dbDir: env.DB_DIR || '.tmp/db',
    host: env.HOST || '127.0.0.1',
    appOnly,
    imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
    formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
  })
  const buildApi = readBuildApiBase(resolve(dir))
  console.log(`Storefront: ${store.app.url}  (serving ${dir})`)
  if (store.api) {
    console.log(`Store API:  ${store.api.url}  (data in ${env.DB_DIR || '.tmp/db'})`)
    console.log('Demo shopper: demo@example.com / demo1234')
    const expected = buildApi ?? 'http://localhost:8044/api/v1'
    if (new URL(expected).port !== String(store.api.port)) {
      console.warn(
        `Note: this build calls ${expected}; rebuild with VITE_API_BASE_URL=${store.api.url} to use the API on port ${store.api.port}.`,
      )
    }
  }
  exitOnSignals(() => store.close())
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}

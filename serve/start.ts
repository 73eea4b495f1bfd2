import { resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { RunningServer } from '../store-api/app'
import { parseOrigins } from '../src/ssr/csp'
import { startStaticServer } from './static-server'
import { apiBaseSetting } from '../src/lib/store-config'
import { startSsrServer } from './ssr-server'
import { exitOnSignals } from './shutdown'

/**
 * `npm start` (= `npm run build && tsx serve/start.ts`): the reference API on API_PORT (8044, data
 * kept in DB_DIR, default .tmp/db) and the built app from dist/ on APP_PORT (4173), its first views
 * rendered on the server (serve/ssr-server.ts) from the store API it starts, with compression,
 * caching and the Content-Security-Policy. The API's test-only fault routes are never enabled here.
 *
 * Flags: `--app-only` serves the app without starting an API (the e2e config starts its own API);
 * `--dir <folder>` (default dist, or E2E_DIST); `--port <n>` (the app's port, default APP_PORT);
 * `--static` serves the static build alone, as a plain static host would (the e2e suite);
 * `--server <file>` the server renderer (default dist-server/entry-renderer.js).
 * Environment: API_PORT (or PORT), APP_PORT, DB_DIR, HOST (127.0.0.1), CSP_IMAGE_ORIGINS and
 * CSP_FORM_ACTION_ORIGINS (space-separated extra origins for an image CDN and a payment gateway),
 * STORE_API_URL (the store API the app calls and the server renders from, handed to the browser in
 * each page and as /config.json; default the API started here, or with `--app-only` the app's
 * default rule: port 8044 on localhost, else the `api.` sub-domain), STORE_IMAGES (`drawn`: the
 * API's SVG art instead of its photos, which it makes in the background on first start).
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
  /** Makes the API's missing catalogue photos in the background once started (`npm start`). Default false. */
  warmPhotos?: boolean
  imageOrigins?: string[]
  formActionOrigins?: string[]
  /** The server renderer's build (dist-server/entry-renderer.js); undefined = static serving only. */
  serverEntry?: string
  /** The store API base handed to the browser; null (default) for the app's default rule. */
  apiBase?: string | null
}

/** A running app server, static or server-rendering. */
export interface RunningApp {
  url: string
  port: number
  close(): Promise<void>
}

/** The running store: the app server and, unless app-only, the API. */
export interface RunningStore {
  app: RunningApp
  api: RunningServer | null
  close(): Promise<void>
}

/**
 * Starts the API (without fault routes) and the app server: server-rendering when `serverEntry` is
 * given (warmed up once the API answers), else static.
 */
export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const dir = resolve(options.dir)
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`No built app in ${dir}: run vite build first.`)
  const host = options.host ?? '127.0.0.1'
  const origins = {
    imageOrigins: options.imageOrigins,
    formActionOrigins: options.formActionOrigins,
    apiBase: options.apiBase ?? null,
  }
  const ssr = options.serverEntry
    ? await startSsrServer({
        dir,
        serverEntry: options.serverEntry,
        port: options.appPort,
        host,
        warm: false,
        ...origins,
      })
    : null
  const app: RunningApp = ssr ?? (await startStaticServer({ root: dir, port: options.appPort, host, ...origins }))
  let api: RunningServer | null = null
  if (!options.appOnly) {
    try {
      // Loaded only when needed, so `--app-only` (the e2e app server) starts without the database code.
      const { startServer } = await import('../store-api/app')
      api = await startServer({
        port: options.apiPort,
        host,
        dbDir: options.dbDir,
        faults: false,
        appOrigin: app.url,
        warmPhotos: options.warmPhotos ?? false,
      })
    } catch (err) {
      await app.close()
      throw err
    }
  }
  await ssr?.warm()
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
    options: {
      'app-only': { type: 'boolean', default: false },
      dir: { type: 'string' },
      port: { type: 'string' },
      static: { type: 'boolean', default: false },
      server: { type: 'string' },
    },
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
  const apiPort = port(env.API_PORT ?? env.PORT, 8044, 'API_PORT')
  // The store API given, else the one started here; the default rule already names port 8044 on
  // localhost, and handing the browser nothing keeps it on the page's own host name (localhost or
  // 127.0.0.1, whichever the shopper opened).
  const given = apiBaseSetting(env.STORE_API_URL)
  const started = !appOnly && apiPort !== 0 ? `http://localhost:${apiPort}/api/v1` : null
  const apiBase = given ?? (apiPort === 8044 ? null : started)
  // The server renders from the same API (read as the renderer loads).
  if (!given && started) env.STORE_API_URL = started
  const serverEntry = values.static ? undefined : (values.server ?? 'dist-server/entry-renderer.js')
  if (serverEntry && !existsSync(resolve(serverEntry)))
    throw new Error(`No server renderer at ${serverEntry}: run npm run build first (or pass --static).`)
  const store = await startStore({
    dir,
    serverEntry,
    appPort: port(values.port ?? env.APP_PORT, 4173, 'APP_PORT'),
    apiPort,
    dbDir: env.DB_DIR || '.tmp/db',
    host: env.HOST || '127.0.0.1',
    appOnly,
    warmPhotos: true,
    apiBase,
    imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS),
    formActionOrigins: parseOrigins(env.CSP_FORM_ACTION_ORIGINS),
  })
  console.log(
    `Storefront: ${store.app.url}  (serving ${dir}${serverEntry ? ', first views rendered on the server' : ''})`,
  )
  if (store.api) {
    console.log(`Store API:  ${store.api.url}  (data in ${env.DB_DIR || '.tmp/db'})`)
    console.log('Demo shopper: demo@example.com / demo1234')
  }
  exitOnSignals(() => store.close())
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}

import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { openDatabase, isEmpty } from './db'
import { seedDatabase } from './data/seed-database'
import { corsMiddleware } from './lib/cors'
import type { AppDeps, AppEnv } from './lib/env'
import { API_PREFIX, FaultRegistry, faultMiddleware } from './lib/faults'
import { noStorePrivate } from './lib/auth'
import { ApiError } from './lib/http'
import { LogSmsSender, OtpCodes } from './lib/otp'
import { RateLimits } from './lib/rate-limit'
import { StoreImages, imageStyleFrom, type ImageStyle } from './lib/store-images'
import { StoreProfile } from './lib/store-profile'
import { accountRoutes } from './routes/account'
import { addressesRoutes } from './routes/addresses'
import { authRoutes } from './routes/auth'
import { bankRoutes } from './routes/bank'
import { couponsRoutes } from './routes/coupons'
import { imagesRoutes, warmPhotos } from './routes/images'
import { ordersRoutes } from './routes/orders'
import { paymentsRoutes } from './routes/payments'
import { productsRoutes } from './routes/products'
import { reviewsRoutes } from './routes/reviews'
import { serviceabilityRoutes } from './routes/serviceability'
import { storeInfoRoutes } from './routes/store-info'
import { testSupportRoutes } from './routes/test-support'
import { usersRoutes } from './routes/users'

export type { AppDeps } from './lib/env'

/** Default storefront origin: `vite preview` of the built app. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:4173'

/**
 * Builds the Hono app for the given database. Tests call `app.request(...)` on it
 * directly; startServer puts it on a socket.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const faults = new FaultRegistry()
  const profile = new StoreProfile()
  const limits = deps.limits ?? new RateLimits()
  const sms = deps.sms ?? new LogSmsSender()
  const codes = new OtpCodes(sms, deps.now)
  const images = deps.images ?? new StoreImages()

  app.use(
    '*',
    corsMiddleware(deps.corsOrigins, () => profile.plain),
  )
  app.use('*', async (c, next) => {
    c.set('profile', profile)
    c.set('limits', limits)
    c.set('images', images)
    await next()
  })
  app.use(`${API_PREFIX}/*`, noStorePrivate())
  app.use(
    `${API_PREFIX}/*`,
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ error: 'Request body is too large' }, 413) }),
  )
  if (deps.faults) {
    app.use(`${API_PREFIX}/*`, faultMiddleware(faults))
    // Image files at the root too, but only for a fault set on '/images' itself: '*' stays "the API calls".
    const imageFaults = faultMiddleware(faults)
    app.use('/images/*', (c, next) =>
      faults.match(c.req.method, c.req.path)?.route.startsWith('/images') ? imageFaults(c, next) : next(),
    )
  }

  const api = new Hono<AppEnv>()
    .route('/users/addresses', addressesRoutes(deps))
    .route('/users', usersRoutes(deps))
    .route('/auth', authRoutes(deps, codes))
    .route('/accountInfo', accountRoutes(deps))
    .route('/storeInfo', storeInfoRoutes(deps))
    .route('/products', productsRoutes(deps))
    .route('/reviews', reviewsRoutes(deps))
    .route('/serviceability', serviceabilityRoutes(deps))
    .route('/coupons', couponsRoutes(deps))
    .route('/orders', ordersRoutes(deps))
    .route('/payments', paymentsRoutes(deps))
    .route('/bank', bankRoutes(deps))
    .route('/images', imagesRoutes(deps))
  if (deps.faults) api.route('/', testSupportRoutes(deps, faults, profile, { codes, sms }))
  app.route(API_PREFIX, api)
  // Image URLs are built at the root (http://host:port/images/x.svg); /api/v1/images works too.
  app.route('/images', imagesRoutes(deps))

  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      const body = err.errors
        ? { error: err.message, message: err.message, errors: err.errors }
        : { error: err.message }
      return c.json(body, err.status)
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message || 'Bad request' }, err.status as ContentfulStatusCode)
    }
    console.error(err)
    return c.json({ error: 'Internal Server Error' }, 500)
  })
  return app
}

/** Options of startServer; everything has a sensible default. */
export interface StartServerOptions {
  /** Port to listen on; 0 picks a free one. Default 8044. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /** Where PGlite keeps its files; omitted → an in-memory database. */
  dbDir?: string
  /** Enables /__reset, /__faults and /__orders. Default false. */
  faults?: boolean
  /** The storefront's origin for the bank's return links. Default http://localhost:4173. */
  appOrigin?: string
  /** Origins allowed by CORS besides localhost and 127.0.0.1. */
  corsOrigins?: string[]
  /** The catalogue: photos or the drawn art. Default from `STORE_IMAGES` ('drawn', else photos). */
  images?: ImageStyle
  /** Makes the catalogue's missing photos in the background after start (one at a time). Default false. */
  warmPhotos?: boolean
}

/** A running API server. */
export interface RunningServer {
  /** API base, e.g. http://127.0.0.1:8044/api/v1 */
  url: string
  /** Server origin, e.g. http://127.0.0.1:8044 */
  origin: string
  port: number
  db: PGlite
  app: Hono<AppEnv>
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>
}

/** Opens (and on first start seeds) the database, then serves the API over HTTP. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1'
  const db = await openDatabase(options.dbDir)
  if (await isEmpty(db)) await db.transaction((tx) => seedDatabase(tx))
  const images = new StoreImages({ style: options.images ?? imageStyleFrom(process.env.STORE_IMAGES) })
  const app = createApp({
    db,
    appOrigin: options.appOrigin ?? DEFAULT_APP_ORIGIN,
    faults: options.faults ?? false,
    corsOrigins: options.corsOrigins ?? [],
    images,
  })
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host })
  server.listen(options.port ?? 8044, host)
  try {
    await once(server, 'listening')
  } catch (err) {
    await db.close()
    throw err
  }
  const warming = options.warmPhotos && images.style === 'photos' ? warmPhotos(db, images) : null
  void warming?.done.then((r) => {
    if (r?.made) console.log(`Catalogue photos: ${r.made} of ${r.photos} made in ${(r.ms / 1000).toFixed(1)} s`)
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const origin = `http://${urlHost}:${port}`
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    port,
    db,
    app,
    async close() {
      await warming?.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await db.close()
    },
  }
}

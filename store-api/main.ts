import { DEFAULT_APP_ORIGIN, startServer } from './app'
import { exitOnSignals } from '../serve/shutdown'

/**
 * `npm run api`: the reference store API. Environment:
 * PORT (8044), HOST (127.0.0.1), DB_DIR (unset → in-memory), FAULTS=1 (test routes),
 * APP_ORIGIN (http://localhost:4173), CORS_ORIGINS (comma-separated extra origins),
 * STORE_IMAGES (`drawn`: the SVG art, else photos), STORE_PHOTOS_WARM=0 (make photos only when asked).
 */
const env = process.env
const faults = env.FAULTS === '1'
if (faults && env.NODE_ENV === 'production') {
  console.error(
    'Refusing to start: FAULTS=1 enables reset and fault-injection routes and must not run with NODE_ENV=production.',
  )
  process.exit(1)
}

const port = Number(env.PORT ?? 8044)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT: ${env.PORT}`)
  process.exit(1)
}

const server = await startServer({
  port,
  host: env.HOST || '127.0.0.1',
  dbDir: env.DB_DIR || undefined,
  faults,
  appOrigin: (env.APP_ORIGIN || DEFAULT_APP_ORIGIN).replace(/\/+$/, ''),
  corsOrigins: (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  warmPhotos: env.STORE_PHOTOS_WARM !== '0',
})
console.log(`Store API listening on ${server.url}`)
console.log(`Database: ${env.DB_DIR ? env.DB_DIR : 'in memory'}${faults ? ' · test routes enabled (FAULTS=1)' : ''}`)
console.log(`Images: ${env.STORE_IMAGES === 'drawn' ? 'drawn SVG art' : 'photos'}`)

exitOnSignals(() => server.close())

import type { HttpBindings } from '@hono/node-server'
import type { PGlite } from '@electric-sql/pglite'
import type { UserJson } from '../data/users'
import type { SmsSender } from './otp'
import type { RateLimits } from './rate-limit'
import type { StoreImages } from './store-images'
import type { StoreProfile } from './store-profile'

/** What every route needs; built once by createApp. */
export interface AppDeps {
  db: PGlite
  /** The storefront's origin, where the simulated bank sends the shopper back. */
  appOrigin: string
  /** Enables the test-support routes (/__reset, /__faults, /__orders). */
  faults: boolean
  /** Extra origins allowed by CORS besides localhost and 127.0.0.1. */
  corsOrigins: string[]
  /** The rate limiters to use; a fresh set when omitted (tests pass their own to inspect or pre-fill them). */
  limits?: RateLimits
  /** Where one-time codes go (the otp extension); a LogSmsSender when omitted. */
  sms?: SmsSender
  /** The clock of the one-time codes (ms since the epoch); Date.now when omitted. */
  now?: () => number
  /** The images it serves (photos or drawn, caches, bounds); photos in the repository's cache when omitted. */
  images?: StoreImages
}

/**
 * Hono environment. Bindings are the Node request/response when served over a socket;
 * they are absent under `app.request()` in tests, hence Partial.
 */
export interface AppEnv {
  Bindings: Partial<HttpBindings>
  /**
   * `profile`: the store's extensions for this request (the test-only plain-store switch may turn them off).
   * `limits`: the app's rate limiters (sign-in, registration, order tracking).
   * `ignoreIdempotencyKey`: a test fault plays a store that ignores the key it says it takes.
   * `images`: the catalogue's images (lib/store-images.ts).
   */
  Variables: {
    user: UserJson
    profile: StoreProfile
    limits: RateLimits
    images: StoreImages
    ignoreIdempotencyKey?: boolean
  }
}

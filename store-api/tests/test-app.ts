import type { PGlite } from '@electric-sql/pglite'
import type { Hono } from 'hono'
import { createApp } from '../app'
import { resetDatabase } from '../data/seed-database'
import { openDatabase } from '../db'
import type { AppEnv } from '../lib/env'
import type { StoreImages } from '../lib/store-images'
import { DEMO_USER } from '../seed/demo-shopper'

/** Origin the tests pretend the API is served from (image URLs are built from it). */
export const API_ORIGIN = 'http://localhost:8044'
export const API = `${API_ORIGIN}/api/v1`
/** The storefront origin the bank pages send the shopper back to in tests. */
export const TEST_APP_ORIGIN = 'http://localhost:4173'

/** Loosely typed JSON for assertions; the shapes themselves are what the tests check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

/** A JSON response: status, headers and the parsed body (null when the body is not JSON). */
export interface JsonResponse<T = Json> {
  status: number
  headers: Headers
  body: T
  text: string
}

/** A test harness: one in-memory database (PGlite starts in ~2 s, so one per file at most). */
export interface TestApp {
  app: Hono<AppEnv>
  db: PGlite
  call<T = Json>(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<JsonResponse<T>>
  login(email?: string, password?: string): Promise<string>
  reset(): Promise<void>
  close(): Promise<void>
}

/**
 * The in-memory database of this module instance. Test files that share their worker's modules
 * (vitest.config.ts) share it too, each file starting from a fresh seed, so PGlite starts once per
 * worker rather than once per file.
 */
let database: Promise<PGlite> | undefined

/**
 * Seeds the in-memory database afresh and builds the app around it (with `images`, else photos in
 * the repository's cache). `close()` keeps the database for the next file.
 */
export async function createTestApp(options: { faults?: boolean; images?: StoreImages } = {}): Promise<TestApp> {
  database ??= openDatabase()
  const db = await database
  await resetDatabase(db)
  const app = createApp({
    db,
    appOrigin: TEST_APP_ORIGIN,
    faults: options.faults ?? false,
    corsOrigins: [],
    images: options.images,
  })
  return { ...harness(app, db), close: async () => undefined }
}

/** Test helpers around an app and its database (e.g. the ones of a started server). */
export function harness(app: Hono<AppEnv>, db: PGlite): TestApp {
  const call: TestApp['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token) headers.Authorization = `Bearer ${init.token}`
    let body: string | undefined
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const res = await app.request(`${API}${path}`, { method, headers, body })
    const text = await res.text()
    let parsed: unknown = null
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON (HTML pages, SVG, malformed faults): callers read `text`
    }
    return { status: res.status, headers: res.headers, body: parsed as never, text }
  }

  return {
    app,
    db,
    call,
    async login(email = DEMO_USER.email, password = DEMO_USER.password) {
      const res = await call<{ token: string }>('POST', '/users/authorize', { body: { email, password } })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
      return res.body.token
    },
    reset: () => resetDatabase(db),
    close: () => db.close(),
  }
}

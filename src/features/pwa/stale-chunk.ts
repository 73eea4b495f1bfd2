import { onlineManager } from '@tanstack/react-query'
import * as v from 'valibot'

/** A chunk gone after a deploy: one reload of the same URL loads the new version; a failure right after shows the error view. */

/** sessionStorage key of the last recovery reload: JSON `{ url, at }` (`at` in ms since 1970). */
export const CHUNK_RELOAD_KEY = 'chunk-reload'

/** A failure on the same URL within this many ms of the last recovery reload shows the error view instead (30 s). */
export const CHUNK_RELOAD_WINDOW_MS = 30_000

/** What browsers and Vite say when a module or its stylesheet cannot be loaded. */
const CHUNK_ERROR =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/

/** True when `error` (anything thrown) is a failed load of a code chunk or its CSS, not an error of the page itself. */
export function isChunkLoadError(error: unknown): boolean {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
  return typeof message === 'string' && CHUNK_ERROR.test(message)
}

const MarkerSchema = v.object({ url: v.string(), at: v.pipe(v.number(), v.finite()) })

/** The last recovery reload: the page URL it reloaded and when (ms since 1970). */
export type ReloadMarker = v.InferOutput<typeof MarkerSchema>

/** Reads a stored marker; anything unreadable (not JSON, wrong shape) counts as none. */
export function parseReloadMarker(raw: string | null): ReloadMarker | null {
  if (!raw) return null
  try {
    const parsed = v.safeParse(MarkerSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Reload once: unless the last recovery reload was for `url` under `windowMs` before `now` (or after it). */
export function mayReload(
  marker: ReloadMarker | null,
  url: string,
  now: number,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  return marker === null || marker.url !== url || Math.abs(now - marker.at) >= windowMs
}

/** What the reloader needs from the browser (replaced in tests). */
export interface ReloadEnv {
  /** sessionStorage; may throw when storage is blocked. */
  storage: () => Storage
  url: () => string
  /** ms since 1970. */
  now: () => number
  reload: () => void
  /** False when a reload could not load the app at all (offline and no service worker to serve it). */
  canLoad: () => boolean
}

/** The one controlled reload of a page whose chunk failed (see `createChunkReloader`). */
export interface ChunkReloader {
  /** Takes and records the one automatic reload (then call `reload()`); false when the rule or storage forbids. */
  claim: () => boolean
  reload: () => void
  /** The shopper's Try Again: reloads now, recorded so a failure right after does not reload again by itself. */
  reloadNow: () => void
}

/** A reloader over `env`; one per page. */
export function createChunkReloader(env: ReloadEnv): ChunkReloader {
  let reloading = false
  const record = (): boolean => {
    try {
      env.storage().setItem(CHUNK_RELOAD_KEY, JSON.stringify({ url: env.url(), at: env.now() } satisfies ReloadMarker))
      return true
    } catch {
      return false
    }
  }
  return {
    claim: () => {
      if (reloading) return true
      if (!env.canLoad()) return false
      let marker: ReloadMarker | null
      try {
        marker = parseReloadMarker(env.storage().getItem(CHUNK_RELOAD_KEY))
      } catch {
        return false
      }
      if (!mayReload(marker, env.url(), env.now()) || !record()) return false
      reloading = true
      return true
    },
    reload: () => env.reload(),
    reloadNow: () => {
      record()
      reloading = true
      env.reload()
    },
  }
}

/** This page's reloader (sessionStorage, `location.reload()`). */
export const chunkReloader: ChunkReloader = createChunkReloader({
  storage: () => window.sessionStorage,
  url: () => window.location.href,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  canLoad: () => onlineManager.isOnline() || Boolean(navigator.serviceWorker?.controller),
})

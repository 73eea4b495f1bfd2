import { onlineManager } from '@tanstack/react-query'
import * as v from 'valibot'

/**
 * Recovery from a page chunk that no longer exists. After a deploy the server (and the new service
 * worker) only have the new version's chunks, so a tab still running the old code fails to load the
 * next page it had not opened yet. One full reload of the same URL fixes that: it loads the new
 * version. A failure right after that reload is a real fault, not an old tab, so it shows the error
 * view (whose Try Again reloads on the shopper's word) instead of reloading again: never a loop.
 */

/** sessionStorage key of the last reload made to recover from a failed chunk: JSON `{ url, at }` (`at` in ms since 1970). */
export const CHUNK_RELOAD_KEY = 'chunk-reload'

/** A failure on the same URL within this many ms of the last recovery reload shows the error view instead (30 s). */
export const CHUNK_RELOAD_WINDOW_MS = 30_000

/** What browsers and Vite say when a module or its stylesheet cannot be loaded (Chromium, Firefox, Safari, Vite). */
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

/**
 * The reload-once rule: a failed chunk on `url` at `now` (ms) may reload the page unless the last
 * recovery reload was for the same URL less than `windowMs` ago (a clock that went back counts as recent).
 */
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
  /** The page's URL now. */
  url: () => string
  /** ms since 1970. */
  now: () => number
  /** Reloads the document. */
  reload: () => void
  /** False when a reload could not load the app at all (offline and no service worker to serve it). */
  canLoad: () => boolean
}

/** The one controlled reload of a page whose chunk failed (see `createChunkReloader`). */
export interface ChunkReloader {
  /**
   * Takes the one automatic reload: true, and recorded, when the rule allows it (or this page is
   * already reloading); false when storage cannot record it (no record, no automatic reload), the
   * app could not load, or the last reload was for this URL moments ago. Call `reload()` after true.
   */
  claim: () => boolean
  /** Reloads the document. */
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

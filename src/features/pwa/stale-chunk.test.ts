import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  createChunkReloader,
  isChunkLoadError,
  mayReload,
  parseReloadMarker,
  type ReloadEnv,
} from './stale-chunk'

const PAGE = 'http://localhost:4173/wishlist'

describe('isChunkLoadError', () => {
  it('spots a chunk that failed to load in Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/wishlist-Br47OJyg.js',
      'error loading dynamically imported module: http://localhost:4173/assets/cart-Cfr4BeqG.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/app-x1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    }
  })

  it('leaves every other error to the error view', () => {
    for (const error of [
      new Error('Failed to load product details'),
      new TypeError('Failed to fetch'),
      'Failed to fetch dynamically imported module',
      null,
      undefined,
      { message: 42 },
    ]) {
      expect(isChunkLoadError(error)).toBe(false)
    }
  })
})

describe('mayReload', () => {
  const at = 1_000_000
  it('allows the first reload, and one for another page or after the window', () => {
    expect(mayReload(null, PAGE, at)).toBe(true)
    expect(mayReload({ url: 'http://localhost:4173/cart', at }, PAGE, at + 1)).toBe(true)
    expect(mayReload({ url: PAGE, at }, PAGE, at + CHUNK_RELOAD_WINDOW_MS)).toBe(true)
  })

  it('refuses a second reload of the same page within the window, also when the clock went back', () => {
    expect(mayReload({ url: PAGE, at }, PAGE, at + 1)).toBe(false)
    expect(mayReload({ url: PAGE, at }, PAGE, at + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false)
    expect(mayReload({ url: PAGE, at }, PAGE, at - 5_000)).toBe(false)
  })
})

describe('parseReloadMarker', () => {
  it('reads a stored marker and treats anything else as none', () => {
    expect(parseReloadMarker(JSON.stringify({ url: PAGE, at: 5 }))).toEqual({ url: PAGE, at: 5 })
    for (const raw of [null, '', 'not json', '{"url":1,"at":5}', '{"url":"x"}', '[]', 'null', '{"url":"x","at":"5"}']) {
      expect(parseReloadMarker(raw), String(raw)).toBeNull()
    }
  })
})

/** A browser stand-in: a Map-backed storage, a settable clock and URL, a reload counter. */
function fakeEnv(overrides: Partial<ReloadEnv> = {}) {
  const data = new Map<string, string>()
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, val: string) => void data.set(k, val),
  } as unknown as Storage
  const state = { now: 1_000_000, url: PAGE }
  const reload = vi.fn()
  const env: ReloadEnv = {
    storage: () => storage,
    url: () => state.url,
    now: () => state.now,
    reload,
    canLoad: () => true,
    ...overrides,
  }
  return { env, data, state, reload }
}

describe('createChunkReloader', () => {
  it('reloads once, then a failure right after the reload (a new page load) shows the error instead', () => {
    const { env, data, state } = fakeEnv()
    const first = createChunkReloader(env)
    expect(first.claim()).toBe(true)
    expect(JSON.parse(data.get(CHUNK_RELOAD_KEY)!)).toEqual({ url: PAGE, at: 1_000_000 })
    // The same page asking again (a second error while it reloads) still gets "reloading".
    expect(first.claim()).toBe(true)

    state.now += 4_000
    const afterReload = createChunkReloader(env)
    expect(afterReload.claim()).toBe(false)
    // Another page, or the same one long after, gets its own reload.
    state.url = 'http://localhost:4173/cart'
    expect(createChunkReloader(env).claim()).toBe(true)
    state.url = PAGE
    state.now += CHUNK_RELOAD_WINDOW_MS
    expect(createChunkReloader(env).claim()).toBe(true)
  })

  it('never reloads by itself when it cannot record the reload, or when the app could not load', () => {
    const blocked = fakeEnv({
      storage: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(createChunkReloader(blocked.env).claim()).toBe(false)

    const full = fakeEnv()
    full.env.storage = () =>
      ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
      }) as unknown as Storage
    expect(createChunkReloader(full.env).claim()).toBe(false)

    const offline = fakeEnv({ canLoad: () => false })
    expect(createChunkReloader(offline.env).claim()).toBe(false)
  })

  it('recovers from a corrupted marker', () => {
    const { env, data } = fakeEnv()
    data.set(CHUNK_RELOAD_KEY, '{"url":')
    expect(createChunkReloader(env).claim()).toBe(true)
  })

  it('reloads on Try Again and records it, so a failure right after waits for the shopper again', () => {
    const { env, reload } = fakeEnv()
    const page = createChunkReloader(env)
    page.reloadNow()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(createChunkReloader(env).claim()).toBe(false)
  })
})

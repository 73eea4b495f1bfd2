import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The app's heavy parts (router, history, storage reads, service worker, React's roots) are
// mocked: this checks what start() runs, in which order and which root it makes.
const calls: string[] = []
const router: { load: () => Promise<void>; getMatchedRoutes: () => unknown[][]; ssr?: unknown } = {
  load: vi.fn(async () => void calls.push('router.load')),
  getMatchedRoutes: () => [[]],
}
const session = { wire: vi.fn() }
vi.mock('./app/create-app', () => ({ createApp: vi.fn(() => (calls.push('router'), { router, session })) }))
vi.mock('./app/start-pwa', () => ({ startPwa: vi.fn() }))
vi.mock('./lib/finish-scroll-restoration', () => ({ finishScrollRestoration: vi.fn() }))
const startQueryPersistence = vi.fn(() => (calls.push('restore'), null))
vi.mock('./app/persist', () => ({ startQueryPersistence }))
const hydratesServerMarkup = vi.fn(() => false)
const hydratesPrerenderedMarkup = vi.fn(() => false)
vi.mock('./app/server-rendered', () => ({ hydratesServerMarkup, hydratesPrerenderedMarkup }))
const stopGuard = vi.fn()
const reloadHistoryMovesUntil = vi.fn(() => stopGuard)
const stopOnceMovedInApp = vi.fn()
vi.mock('./app/early-history-moves', () => ({ reloadHistoryMovesUntil, stopOnceMovedInApp }))
const takeServerState = vi.fn(async () => true)
vi.mock('./app/server-state', () => ({ takeServerState }))
vi.mock('./app/app', () => ({ App: () => null, loadRouteChunks: vi.fn() }))
const hydrateRoot = vi.fn(() => void calls.push('hydrateRoot'))
const render = vi.fn(() => void calls.push('createRoot'))
vi.mock('./lib/config', () => ({ createBrowserStoreConfig: () => ({ load: vi.fn(async () => undefined) }) }))
const startLocale = vi.fn(async (_heldUntil?: Promise<void>) => undefined)
vi.mock('./i18n/locale-choice', () => ({ startLocale }))
// The markup's parts report when they have hydrated: the test says when.
const boundaries = { promise: Promise.resolve(), resolve: () => {} }
const hydration = { boundariesHydrated: boundaries.promise, prerendered: false }
vi.mock('./lib/hydration-progress', () => ({ trackHydration: () => hydration }))
vi.mock('react-dom/client', () => ({ hydrateRoot, createRoot: () => ({ render }) }))
// A root made inside startTransition (rendering in slices) shows as 'transition' before it.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  startTransition: (run: () => void) => {
    calls.push('transition')
    run()
  },
}))

/** Runs the entry module (its start()) and waits until it has mounted a root. */
async function runEntry() {
  vi.resetModules()
  await import('./main')
  await vi.waitFor(() => expect(calls.some((c) => c === 'hydrateRoot' || c === 'createRoot')).toBe(true))
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
  calls.length = 0
  boundaries.promise = new Promise((resolve) => (boundaries.resolve = resolve))
  Object.assign(hydration, { boundariesHydrated: boundaries.promise, prerendered: false })
  delete router.ssr
})
afterEach(() => {
  vi.clearAllMocks()
  hydratesServerMarkup.mockReset().mockReturnValue(false)
  hydratesPrerenderedMarkup.mockReset().mockReturnValue(false)
})

/** Whether `promise` has settled, after the pending callbacks have run. */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = false
  void promise?.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('start', () => {
  it("renders a static host's page: the saved catalogue's read starts before the router, the router resolves the page before the render", async () => {
    await runEntry()
    expect(calls).toEqual(['restore', 'router', 'router.load', 'createRoot'])
    expect(takeServerState).not.toHaveBeenCalled()
  })

  it('hydrates server markup of this address with the server state, and restores the catalogue only after', async () => {
    hydratesServerMarkup.mockReturnValue(true)
    await runEntry()
    expect(calls).toEqual(['router', 'transition', 'hydrateRoot'])
    expect(takeServerState).toHaveBeenCalledTimes(1)
    expect(reloadHistoryMovesUntil).toHaveBeenCalledTimes(1)
    expect(stopOnceMovedInApp).toHaveBeenCalledWith(router, stopGuard)
    expect(stopGuard).not.toHaveBeenCalled()
  })

  it('renders over server markup whose address moved before the router was made, and drops the history guard', async () => {
    hydratesServerMarkup.mockReturnValueOnce(true).mockReturnValue(false)
    await runEntry()
    expect(calls).toEqual(['router', 'router.load', 'createRoot'])
    expect(stopGuard).toHaveBeenCalledTimes(1)
  })

  it('renders over the markup when the server state cannot be taken, and drops the history guard', async () => {
    hydratesServerMarkup.mockReturnValue(true)
    takeServerState.mockResolvedValueOnce(false)
    await runEntry()
    expect(calls).toEqual(['router', 'router.load', 'createRoot'])
    expect(stopGuard).toHaveBeenCalledTimes(1)
  })

  it("hydrates a prerendered page of this path once the router has resolved it, as the build rendered it; the shopper's language waits for every part", async () => {
    hydratesPrerenderedMarkup.mockReturnValue(true)
    await runEntry()
    expect(calls).toEqual(['restore', 'router', 'router.load', 'transition', 'hydrateRoot'])
    expect(takeServerState).not.toHaveBeenCalled()
    expect(router.ssr).toEqual({ manifest: undefined })
    expect(hydration.prerendered).toBe(true)
    expect(reloadHistoryMovesUntil).toHaveBeenCalledWith(boundaries.promise)
    const languageHeld = startLocale.mock.calls[0]![0]
    expect(await settled(languageHeld)).toBe(false)
    boundaries.resolve()
    expect(await settled(languageHeld)).toBe(true)
  })

  it('renders over a prerendered page the router moved away from (a guard of this device), without holding the language', async () => {
    hydratesPrerenderedMarkup.mockReturnValueOnce(true).mockReturnValue(false)
    await runEntry()
    expect(calls).toEqual(['restore', 'router', 'router.load', 'createRoot'])
    expect(hydration.prerendered).toBe(false)
    expect(stopGuard).toHaveBeenCalledTimes(1)
    expect(await settled(startLocale.mock.calls[0]![0])).toBe(true)
  })
})

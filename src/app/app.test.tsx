import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The app's heavy start (router, history, storage reads, service worker) is mocked: this checks
// when it runs, not what it does.
const createAppRouter = vi.fn(() => ({ load: vi.fn(async () => undefined), subscribe: vi.fn(() => () => undefined) }))
vi.mock('./router', () => ({ createAppRouter }))
vi.mock('./session-wiring', () => ({ wireSession: vi.fn() }))
vi.mock('./start-pwa', () => ({ startPwa: vi.fn() }))
const startQueryPersistence = vi.fn(() => null)
vi.mock('./persist', () => ({ startQueryPersistence }))
const hydratesServerMarkup = vi.fn(() => false)
vi.mock('./server-rendered', () => ({ hydratesServerMarkup }))
const stopGuard = vi.fn()
const reloadHistoryMovesUntil = vi.fn(() => stopGuard)
vi.mock('./early-history-moves', () => ({ reloadHistoryMovesUntil }))
vi.mock('@tanstack/react-router-ssr-query', () => ({ setupRouterSsrQueryIntegration: vi.fn() }))
const hydrateRouter = vi.fn(async () => undefined)
vi.mock('./hydrate-router', () => ({ hydrateRouter }))

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
})
afterEach(() => {
  vi.clearAllMocks()
  hydratesServerMarkup.mockReset().mockReturnValue(false)
})

describe('beginApp', () => {
  it('does nothing when the bundle is evaluated; creates the router only in its second step', async () => {
    const { beginApp } = await import('./app')
    // Importing must stay free of side effects: main.tsx starts the app in a later task, so the
    // bundle's evaluation and the app's start are not one long main-thread task.
    expect(createAppRouter).not.toHaveBeenCalled()
    const startApp = beginApp()
    // The saved catalogue's read starts in the first step, beside the first paint.
    expect(startQueryPersistence).toHaveBeenCalledTimes(1)
    expect(createAppRouter).not.toHaveBeenCalled()
    const started = startApp()
    expect(createAppRouter).toHaveBeenCalledTimes(1)
    // A static host's page (no server mark in #root) is rendered, not hydrated.
    expect(started.hydrating).toBe(false)
    expect(typeof started.App).toBe('function')
  })

  it('renders over server markup whose address moved between the two steps, and drops the history guard', async () => {
    const { beginApp } = await import('./app')
    hydratesServerMarkup.mockReturnValueOnce(true).mockReturnValueOnce(false)
    const startApp = beginApp()
    // Server markup: the guard is set and the saved catalogue waits for hydration.
    expect(reloadHistoryMovesUntil).toHaveBeenCalledTimes(1)
    expect(startQueryPersistence).not.toHaveBeenCalled()
    // A Back / Forward then moved the address: the router is made at the new one and must not
    // hydrate the old page's markup.
    const started = startApp()
    expect(started.hydrating).toBe(false)
    expect(stopGuard).toHaveBeenCalledTimes(1)
  })

  it('hydrates when the address is still the one the server rendered', async () => {
    const { beginApp } = await import('./app')
    hydratesServerMarkup.mockReturnValue(true)
    const started = beginApp()()
    hydratesServerMarkup.mockReturnValue(false)
    expect(started.hydrating).toBe(true)
    await expect(started.ready).resolves.toBe(true)
    expect(hydrateRouter).toHaveBeenCalledTimes(1)
    expect(stopGuard).not.toHaveBeenCalled()
  })

  it('renders over the markup when the server state cannot be taken, and drops the history guard', async () => {
    const { beginApp } = await import('./app')
    hydratesServerMarkup.mockReturnValue(true)
    hydrateRouter.mockRejectedValueOnce(new Error('garbled state'))
    const started = beginApp()()
    // The page is loaded afresh and rendered over the markup: no boundary of it will report as
    // hydrated, so the guard must not keep reloading Back / Forward.
    await expect(started.ready).resolves.toBe(false)
    await Promise.resolve()
    expect(stopGuard).toHaveBeenCalledTimes(1)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'

// The app's heavy start (router, history, storage reads, service worker) is mocked: this checks
// when it runs, not what it does.
const createAppRouter = vi.fn(() => ({ load: vi.fn(async () => undefined), subscribe: vi.fn(() => () => undefined) }))
vi.mock('./router', () => ({ createAppRouter }))
vi.mock('./session-wiring', () => ({ wireSession: vi.fn() }))
vi.mock('./start-pwa', () => ({ startPwa: vi.fn() }))
const startQueryPersistence = vi.fn(() => null)
vi.mock('./persist', () => ({ startQueryPersistence }))

afterEach(() => createAppRouter.mockClear())

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
})

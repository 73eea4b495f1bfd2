import { afterEach, describe, expect, it, vi } from 'vitest'

// The app's heavy start (router, history, storage reads, service worker) is mocked: this checks
// when it runs, not what it does.
const createAppRouter = vi.fn(() => ({ load: vi.fn(async () => undefined), subscribe: vi.fn(() => () => undefined) }))
vi.mock('./router', () => ({ createAppRouter }))
vi.mock('./session-wiring', () => ({ wireSession: vi.fn() }))
vi.mock('./start-pwa', () => ({ startPwa: vi.fn() }))
vi.mock('./persist', () => ({ startQueryPersistence: vi.fn(() => null) }))

afterEach(() => createAppRouter.mockClear())

describe('startApp', () => {
  it('does nothing when the bundle is evaluated; creates the router once started', async () => {
    const { startApp } = await import('./app')
    // Importing must stay free of side effects: main.tsx starts the app in a later task, so the
    // bundle's evaluation and the app's start are not one long main-thread task.
    expect(createAppRouter).not.toHaveBeenCalled()
    const started = startApp()
    expect(createAppRouter).toHaveBeenCalledTimes(1)
    // A static host's page (no server mark in #root) is rendered, not hydrated.
    expect(started.hydrating).toBe(false)
    expect(typeof started.App).toBe('function')
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

const props = { error: new Error('boom'), reset: () => undefined, info: { componentStack: '' } }

beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  cleanup()
  vi.doUnmock('./route-error')
  vi.unstubAllGlobals()
})

describe('LazyRouteError', () => {
  it("shows the styled error view once its code is in (it comes with the pages' chunks)", async () => {
    vi.doMock('./route-error', () => ({ RouteError: () => <p role="alert">styled view</p> }))
    const { LazyRouteError } = await import('./lazy-route-error')
    render(<LazyRouteError {...props} />)
    expect((await screen.findByRole('alert')).textContent).toBe('styled view')
  })

  it('says the same in a plain view when that code cannot load, and its Try Again reloads the page', async () => {
    vi.doMock('./route-error', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/route-error-x.js')
    })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const { LazyRouteError } = await import('./lazy-route-error')
    render(<LazyRouteError {...props} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong')
    expect(alert.textContent).toContain('This page could not be shown. Please try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

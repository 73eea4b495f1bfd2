import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import { chunkReloader } from '@/features/pwa/stale-chunk'
import { RouteError, UPDATING_MESSAGE } from './route-error'

const invalidate = vi.fn(async () => undefined)
vi.mock(import('@tanstack/react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useRouter: (() => ({ invalidate })) as never,
}))

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:4173/assets/wishlist-Br47OJyg.js',
)

function renderError(error: Error) {
  const reset = vi.fn()
  render(
    <ThemeProvider theme={theme}>
      <RouteError error={error} reset={reset} info={{ componentStack: '' }} />
    </ThemeProvider>,
  )
  return { reset }
}

describe('RouteError', () => {
  afterEach(() => {
    cleanup()
    invalidate.mockClear()
  })

  it('reloads once for a chunk that failed to load, saying so instead of showing an error', () => {
    vi.spyOn(chunkReloader, 'claim').mockReturnValue(true)
    const reload = vi.spyOn(chunkReloader, 'reload').mockImplementation(() => undefined)
    renderError(CHUNK_ERROR)
    expect(screen.getByRole('status').textContent).toBe(UPDATING_MESSAGE)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows the error view when the reload was already spent, and Try Again reloads the page', async () => {
    vi.spyOn(chunkReloader, 'claim').mockReturnValue(false)
    const reload = vi.spyOn(chunkReloader, 'reload').mockImplementation(() => undefined)
    const reloadNow = vi.spyOn(chunkReloader, 'reloadNow').mockImplementation(() => undefined)
    const { reset } = renderError(CHUNK_ERROR)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(reload).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reloadNow).toHaveBeenCalledTimes(1)
    expect(reset).not.toHaveBeenCalled()
  })

  it('leaves other errors to Try Again in place, without reloading', async () => {
    const claim = vi.spyOn(chunkReloader, 'claim')
    const reloadNow = vi.spyOn(chunkReloader, 'reloadNow').mockImplementation(() => undefined)
    const { reset } = renderError(new Error('Failed to load product details'))
    expect(claim).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reset).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(reloadNow).not.toHaveBeenCalled()
  })
})

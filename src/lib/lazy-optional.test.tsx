import { Component, Suspense, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyOptional, preloadLazyParts } from './lazy-optional'

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children
  }
}

const Part = () => <footer>Footer</footer>

describe('lazyOptional', () => {
  it('leaves the fallback in place when the chunk fails, and loads it once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part })
    const Lazy = lazyOptional(load)
    render(
      <Boundary>
        <main>Page</main>
        <Suspense fallback={<p>waiting</p>}>
          <Lazy />
        </Suspense>
      </Boundary>,
    )
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Page')).toBeTruthy()
    expect(screen.getByText('waiting')).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()

    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(await screen.findByText('Footer')).toBeTruthy()
  })

  it('renders the part as React.lazy does when the chunk loads', async () => {
    const Lazy = lazyOptional(() => Promise.resolve({ default: Part }))
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    )
    expect(await screen.findByText('Footer')).toBeTruthy()
  })

  it('preloaded, a part renders in its first render without suspending (the fallback never shows)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }))
    const Lazy = lazyOptional(load)
    await preloadLazyParts()
    expect(load).toHaveBeenCalledTimes(1)
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    )
    // Synchronously, before any promise settles: no fallback, the part itself.
    expect(container.textContent).toBe('Footer')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloading gives up waiting after its time limit when a chunk cannot be loaded', async () => {
    vi.useFakeTimers()
    try {
      lazyOptional(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      let settled = false
      void preloadLazyParts(3000).then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(2999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

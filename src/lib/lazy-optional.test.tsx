import { Component, Suspense, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyOptional } from './lazy-optional'

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
})

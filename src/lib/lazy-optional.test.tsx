import { Component, Suspense, type ComponentType, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  lazyOptional,
  PART_BACK_EVENT,
  PART_STUCK_EVENT,
  reportIfStuck,
  retryPauseMs,
  stuckWatch,
} from './lazy-optional'

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
    const Lazy = lazyOptional(
      load,
      (m) => m.default,
      () => <p>waiting</p>,
    )
    render(
      <Boundary>
        <main>Page</main>
        <Lazy />
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

  it('tries again after a pause when the chunk failed while online, and waits for the network when offline', async () => {
    vi.useFakeTimers()
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockImplementationOnce(failing)
      .mockImplementationOnce(() => {
        // The second attempt fails with the network gone: no timer, only the 'online' event.
        online.mockReturnValue(false)
        return failing()
      })
      .mockResolvedValue({ default: Part })
    const Lazy = lazyOptional(load, (m) => m.default)
    render(<Lazy />)
    await act(() => vi.advanceTimersByTimeAsync(retryPauseMs(1) - 10))
    expect(load).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(load).toHaveBeenCalledTimes(2)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(load).toHaveBeenCalledTimes(2)
    online.mockReturnValue(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(load).toHaveBeenCalledTimes(3)
    expect(screen.getByText('Footer')).toBeTruthy()
    // Each failure retries once: neither a later 'online' nor a timer loads it again.
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(60_000)
    })
    expect(load).toHaveBeenCalledTimes(3)
    vi.useRealTimers()
  })

  it('doubles the pause up to 30 s', () => {
    expect([1, 2, 3, 6, 10].map(retryPauseMs)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })

  it('renders the part as React.lazy does when the chunk loads', async () => {
    const Lazy = lazyOptional(
      () => Promise.resolve({ default: Part }),
      (m) => m.default,
    )
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    )
    expect(await screen.findByText('Footer')).toBeTruthy()
  })

  it('keeps the same element once its chunk is in: a later render updates the part, never mounts it again', async () => {
    const Field = ({ label }: { label: string }) => <input aria-label={label} />
    const Lazy = lazyOptional(
      () => Promise.resolve({ default: Field }),
      (m) => m.default,
    )
    const page = (label: string) => (
      <Suspense fallback={null}>
        <Lazy label={label} />
      </Suspense>
    )
    const { rerender } = render(page('Email'))
    const field = await screen.findByRole('textbox', { name: 'Email' })
    rerender(page('Your email'))
    expect(screen.getByRole('textbox', { name: 'Your email' })).toBe(field)
    expect(field.isConnected).toBe(true)
  })

  it("keeps the server's markup of a part still waiting for its chunk when the page around it renders again", async () => {
    const Newsletter = () => <input aria-label="Email" />
    const Page = ({ Part, count }: { Part: ComponentType; count: number }) => (
      <main>
        <p>{count} products</p>
        <Part />
      </main>
    )
    const ServerPart = lazyOptional(
      () => Promise.resolve({ default: Newsletter }),
      (m) => m.default,
    )
    await act(async () => {
      render(<ServerPart />)
    })
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page Part={ServerPart} count={0} />)
    document.body.append(container)
    const serverField = container.querySelector('input')!

    let loadPart!: (m: { default: typeof Newsletter }) => void
    const Part = lazyOptional(
      () => new Promise<{ default: typeof Newsletter }>((resolve) => (loadPart = resolve)),
      (m) => m.default,
    )
    const errors: unknown[] = []
    const { rerender } = render(<Page Part={Part} count={0} />, {
      container,
      hydrate: true,
      onRecoverableError: (e) => errors.push(e),
    })
    await act(async () => {})
    // The page around the part renders again (its data arrived) before the part's chunk is in.
    await act(async () => rerender(<Page Part={Part} count={12} />))
    expect(container.textContent).toContain('12 products')
    await act(async () => loadPart({ default: Newsletter }))
    expect(container.querySelector('input')).toBe(serverField)
    expect(errors).toEqual([])
  })
})

describe('a part of server or prerendered HTML', () => {
  it('keeps its controls disabled until it has hydrated: typing there before its chunk came would be lost', async () => {
    const Field = () => <input aria-label="Email address" />
    const ServerPart = lazyOptional(
      () => Promise.resolve({ default: Field }),
      (m) => m.default,
    )
    await act(async () => {
      render(<ServerPart />)
    })
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ServerPart />)
    document.body.append(container)

    let loadPart!: (m: { default: typeof Field }) => void
    const Part = lazyOptional(
      () => new Promise<{ default: typeof Field }>((resolve) => (loadPart = resolve)),
      (m) => m.default,
    )
    const errors: unknown[] = []
    render(<Part />, { container, hydrate: true, onRecoverableError: (e) => errors.push(e) })
    await act(async () => {})
    const field = container.querySelector('input')!
    expect(field.matches(':disabled')).toBe(true)
    await act(async () => loadPart({ default: Field }))
    expect(container.querySelector('input')).toBe(field)
    expect(field.matches(':disabled')).toBe(false)
    expect(errors).toEqual([])
  })
})

describe('reportIfStuck', () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)
  const own = () => `${location.origin}/assets/footer-abc.js?retry=1`

  /** Runs reportIfStuck and says whether PART_STUCK_EVENT was sent. */
  async function reported(error: unknown, ok: boolean | 'throws', onLine = true) {
    const seen = vi.fn()
    window.addEventListener(PART_STUCK_EVENT, seen)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine)
    const fetchUrl = vi.fn(async (_url: string) => {
      if (ok === 'throws') throw new TypeError('Failed to fetch')
      return { ok }
    })
    await reportIfStuck(error, fetchUrl)
    online.mockRestore()
    window.removeEventListener(PART_STUCK_EVENT, seen)
    return { sent: seen.mock.calls.length > 0, fetched: fetchUrl.mock.calls.map(([url]) => url) }
  }

  it('says a part is stuck when its own address answers although its import failed', async () => {
    expect(await reported(failed(own()), true)).toEqual({ sent: true, fetched: [own()] })
  })

  it('stays quiet while the network fails, offline, for another origin, or an error naming no address', async () => {
    expect((await reported(failed(own()), false)).sent).toBe(false)
    expect((await reported(failed(own()), 'throws')).sent).toBe(false)
    expect(await reported(failed(own()), true, false)).toEqual({ sent: false, fetched: [] })
    expect(await reported(failed('https://cdn.example/assets/footer.js'), true)).toEqual({ sent: false, fetched: [] })
    expect(await reported(new Error('boom'), true)).toEqual({ sent: false, fetched: [] })
  })
})

describe('stuckWatch', () => {
  const failed = () =>
    new TypeError(`Failed to fetch dynamically imported module: ${location.origin}/assets/f-a.js?retry=1`)

  it('says a part reported stuck is back once it loads, also when the report comes after the load', async () => {
    const sent: [string, unknown][] = []
    const seen = (e: Event) => sent.push([e.type, (e as CustomEvent<unknown>).detail])
    window.addEventListener(PART_STUCK_EVENT, seen)
    window.addEventListener(PART_BACK_EVENT, seen)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    // Each check of the part's own address answers 200 when the test says so.
    const answers: (() => void)[] = []
    const fetchUrl = () => new Promise<{ ok: boolean }>((resolve) => answers.push(() => resolve({ ok: true })))
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

    stuckWatch(fetchUrl).back()
    const footer = stuckWatch(fetchUrl)
    footer.failed(failed())
    // One check at a time.
    footer.failed(failed())
    expect(answers).toHaveLength(1)
    answers[0]!()
    await settle()
    footer.back()
    const late = stuckWatch(fetchUrl)
    late.failed(failed())
    late.back()
    answers[1]!()
    await settle()
    window.removeEventListener(PART_STUCK_EVENT, seen)
    window.removeEventListener(PART_BACK_EVENT, seen)

    expect(sent.map(([type]) => type)).toEqual([PART_STUCK_EVENT, PART_BACK_EVENT, PART_STUCK_EVENT, PART_BACK_EVENT])
    // Each part is named the same in both of its events, and differently from the other.
    expect(sent[0]![1]).toBe(sent[1]![1])
    expect(sent[2]![1]).toBe(sent[3]![1])
    expect(sent[0]![1]).not.toBe(sent[2]![1])
  })
})

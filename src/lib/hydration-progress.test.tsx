import { Suspense, type ComponentType, type ReactElement } from 'react'
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrationContext, HydrationMark, trackHydration, type Hydration } from './hydration-progress'
import { lazyOptional } from './lazy-optional'

const Footer = () => <footer>Footer</footer>

/** A page as the layout builds it: its own part in one boundary, a lazily loaded footer in another inside it. */
function Page({ LazyFooter }: { LazyFooter: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <main>Page</main>
      <HydrationMark />
      <LazyFooter />
    </Suspense>
  )
}

/** `element` reporting to `hydration`, as the app renders it. */
const within = (hydration: Hydration, element: ReactElement) => (
  <HydrationContext value={hydration}>{element}</HydrationContext>
)

/** Server markup of `element` in a container in the document. */
function serverMarkup(element: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

describe('trackHydration', () => {
  it('settles at once when the markup has no Suspense boundary', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<main>Page</main>'
    await expect(trackHydration(container).boundariesHydrated).resolves.toBeUndefined()
  })

  it("settles only once every boundary of the server's markup has hydrated, the lazily loaded one too", async () => {
    let loadFooter!: (m: { default: typeof Footer }) => void
    const LazyFooter = lazyOptional(
      () => new Promise<{ default: typeof Footer }>((resolve) => (loadFooter = resolve)),
      (m) => m.default,
    )
    const ServerFooter = lazyOptional(
      () => Promise.resolve({ default: Footer }),
      (m) => m.default,
    )
    // The server waits for the footer's chunk; renderToString needs it loaded already.
    await act(async () => {
      render(<ServerFooter />)
    })
    const container = serverMarkup(<Page LazyFooter={ServerFooter} />)
    expect(container.innerHTML).toContain('<footer>Footer</footer>')

    let settled = false
    const hydration = trackHydration(container)
    void hydration.boundariesHydrated.then(() => (settled = true))
    const errors: unknown[] = []
    await act(async () => {
      render(within(hydration, <Page LazyFooter={LazyFooter} />), {
        container,
        hydrate: true,
        onRecoverableError: (e) => errors.push(e),
      })
    })
    // The page's boundary has hydrated; the footer's waits for its chunk.
    expect(settled).toBe(false)
    await act(async () => loadFooter({ default: Footer }))
    expect(settled).toBe(true)
    expect(container.innerHTML).toContain('<footer>Footer</footer>')
    expect(errors).toEqual([])
  })

  it('counts nothing for a mark the browser renders on its own', async () => {
    const container = serverMarkup(
      <Suspense fallback={null}>
        <main>Page</main>
        <HydrationMark />
      </Suspense>,
    )
    let settled = false
    const hydration = trackHydration(container)
    void hydration.boundariesHydrated.then(() => (settled = true))
    // Another part, mounted by the browser alone (not from the server's markup), says nothing.
    await act(async () => {
      render(within(hydration, <HydrationMark />))
    })
    expect(settled).toBe(false)
  })
})

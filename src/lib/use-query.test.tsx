import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrationContext, trackHydration } from './hydration-progress'
import { useQuery } from './use-query'

/** The build's HTML of a part that shows the store's name: rendered with no data, as a placeholder. */
async function prerendered({ markedPrerendered }: { markedPrerendered: boolean }) {
  function StoreName() {
    const { data, isPending } = useQuery({ queryKey: ['store-info'], queryFn: () => new Promise<string>(() => {}) })
    return <p>{isPending ? 'Loading' : data}</p>
  }
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StoreName />
    </QueryClientProvider>,
  )
  // The browser's client: the store's answer (or the saved catalogue) came before the page hydrated.
  const client = new QueryClient()
  client.setQueryData(['store-info'], 'Acme Electronics')
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  // The page start's: the HTML is marked prerendered before hydrating, or not.
  const hydration = trackHydration(container)
  hydration.prerendered = markedPrerendered
  const hydrate = async () => {
    const errors: unknown[] = []
    render(
      <HydrationContext value={hydration}>
        <QueryClientProvider client={client}>
          <StoreName />
        </QueryClientProvider>
      </HydrationContext>,
      { container, hydrate: true, onRecoverableError: (e) => errors.push(e) },
    )
    await act(async () => {})
    return errors
  }
  return { html, container, hydrate }
}

describe('useQuery', () => {
  it('hydrates prerendered HTML as the build rendered it, then shows the data in the same element', async () => {
    const { html, container, hydrate } = await prerendered({ markedPrerendered: true })
    expect(html).toBe('<p>Loading</p>')
    const shown = container.querySelector('p')
    expect(await hydrate()).toEqual([])
    expect(container.querySelector('p')).toBe(shown)
    expect(shown?.textContent).toBe('Acme Electronics')
  })

  it("is React Query's own otherwise: that HTML then does not match and is thrown away", async () => {
    const { container, hydrate } = await prerendered({ markedPrerendered: false })
    const shown = container.querySelector('p')
    expect(await hydrate()).not.toEqual([])
    expect(container.querySelector('p')).not.toBe(shown)
  })
})

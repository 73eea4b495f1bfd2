import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { HydrationContext, trackHydration, type Hydration } from '@/lib/hydration-progress'
import { theme } from '@/styles/theme'
import { Footer } from './footer'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The footer alone as the app renders it, with `client` (its store info never answers). */
async function footerApp(client: QueryClient, hydration: Hydration | null = null) {
  const router = createRouter({
    routeTree: createRootRoute({ component: Footer }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return (
    <HydrationContext value={hydration}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <ApiContext value={testApi()}>
            <RouterProvider router={router} />
          </ApiContext>
        </QueryClientProvider>
      </ThemeProvider>
    </HydrationContext>
  )
}

describe('Footer on a prerendered page', () => {
  it("stays while store info is fetched, and hydrates with the build's year, then shows this year", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    // The build: store info not fetched (its client is offline), so the footer shows its defaults.
    const built = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(await footerApp(built))
    const footer = container.querySelector('footer')
    expect(footer?.textContent).toContain(`© ${new Date().getFullYear()} `)

    // The browser, a year later: store info is being fetched when the footer hydrates.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(new Date().getFullYear() + 1, 0, 1, 0, 0, 5))
    const hydration = trackHydration(container)
    hydration.prerendered = true
    const errors: unknown[] = []
    const app = await footerApp(new QueryClient(), hydration)
    await act(async () => {
      render(app, { container, hydrate: true, onRecoverableError: (e) => errors.push(e) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('footer')).toBe(footer)
    expect(footer?.textContent).toContain(`© ${new Date().getFullYear()} `)
  })
})

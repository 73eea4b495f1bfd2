import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterEvents,
} from '@tanstack/react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouteAnnouncer, type EarlyRender } from './route-announcer'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** Renders a one-page app at /cart (h1 'Cart') whose root holds the announcer, handed `early` (store info never loads). */
async function cartPageWith(early: EarlyRender) {
  const root = createRootRoute({
    component: () => (
      <>
        <main id="main">
          <Outlet />
        </main>
        <RouteAnnouncer early={early} />
      </>
    ),
  })
  const cart = createRoute({ getParentRoute: () => root, path: '/cart', component: () => <h1>Cart</h1> })
  const router = createRouter({
    routeTree: root.addChildren([cart]),
    history: createMemoryHistory({ initialEntries: ['/cart'] }),
  })
  await router.load()
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
        <ApiContext value={testApi()}>
          <RouterProvider router={router} />
        </ApiContext>
      </QueryClientProvider>,
    )
  })
}

const toCart = (from: string): RouterEvents['onRendered'] =>
  ({
    type: 'onRendered',
    fromLocation: { pathname: from, search: {} },
    toLocation: { pathname: '/cart', search: {} },
  }) as unknown as RouterEvents['onRendered']

/** A search field outside the app, as the header's would be; focused when `focus` is true. */
function searchField(focus: boolean): HTMLInputElement {
  const input = document.body.appendChild(document.createElement('input'))
  if (focus) input.focus()
  return input
}

const focusedText = () => document.activeElement?.textContent

describe('RouteAnnouncer: a page change rendered before it loaded', () => {
  it("moves focus to the new page's heading when focus is where it was just after that change", async () => {
    const field = searchField(true)
    await cartPageWith({ event: toCart('/'), traversal: false, focused: field })
    expect(focusedText()).toBe('Cart')
  })

  it('leaves focus alone when the shopper has moved it since', async () => {
    const field = searchField(false)
    const other = searchField(true)
    await cartPageWith({ event: toCart('/'), traversal: false, focused: field })
    expect(document.activeElement).toBe(other)
  })

  it('leaves focus alone after Back / Forward, and for the same page', async () => {
    const field = searchField(true)
    await cartPageWith({ event: toCart('/'), traversal: true, focused: field })
    expect(document.activeElement).toBe(field)
    cleanup()
    await cartPageWith({ event: toCart('/cart'), traversal: false, focused: field })
    expect(document.activeElement).toBe(field)
  })
})

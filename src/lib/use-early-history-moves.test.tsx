import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { useLoadEarlyHistoryMoves } from './use-early-history-moves'

afterEach(cleanup)

/** A two-page app (/listing, /product) whose history is at /product, with the hook in its root when `withHook`. */
function appAtProduct(withHook: boolean) {
  function Root() {
    if (withHook) useLoadEarlyHistoryMoves() // eslint-disable-line react-hooks/rules-of-hooks -- fixed per app
    return <Outlet />
  }
  const root = createRootRoute({ component: Root })
  const loads = { '/listing': 0, '/product': 0 }
  const page = (path: keyof typeof loads) =>
    createRoute({
      getParentRoute: () => root,
      path,
      loader: () => {
        loads[path]++
      },
      component: () => <h1>{path.slice(1)}</h1>,
    })
  const history = createMemoryHistory({ initialEntries: ['/listing', '/product'], initialIndex: 1 })
  const router = createRouter({ routeTree: root.addChildren([page('/listing'), page('/product')]), history })
  return { router, history, loads }
}

async function mount(router: ReturnType<typeof appAtProduct>['router']) {
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
}

describe('useLoadEarlyHistoryMoves', () => {
  it('shows the page of a Back taken while the first page was loading, not the page loaded', async () => {
    const { router, history, loads } = appAtProduct(true)
    const firstLoad = router.load()
    history.back()
    await firstLoad
    await mount(router)
    expect(await screen.findByRole('heading', { name: 'listing' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'product' })).toBeNull()
    expect(loads['/listing']).toBe(1)
  })

  // Should the router ever load such a move itself, this fails and the hook can go.
  it('without it, the router shows the page it loaded first under the new address (the flaw it mends)', async () => {
    const { router, history } = appAtProduct(false)
    const firstLoad = router.load()
    history.back()
    await firstLoad
    await mount(router)
    expect(history.location.pathname).toBe('/listing')
    expect(screen.getByRole('heading', { name: 'product' })).toBeTruthy()
  })

  it('loads nothing more when no move was made before the mount', async () => {
    const { router, loads } = appAtProduct(true)
    await router.load()
    await mount(router)
    expect(screen.getByRole('heading', { name: 'product' })).toBeTruthy()
    expect(loads).toEqual({ '/listing': 0, '/product': 1 })
  })

  it('leaves later moves to the router: Back after the mount shows the listing once', async () => {
    const { router, history, loads } = appAtProduct(true)
    await router.load()
    await mount(router)
    await act(async () => history.back())
    expect(await screen.findByRole('heading', { name: 'listing' })).toBeTruthy()
    expect(loads).toEqual({ '/listing': 1, '/product': 1 })
  })
})

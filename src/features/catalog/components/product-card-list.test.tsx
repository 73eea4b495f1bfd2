// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { Profiler, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { act, cleanup, render } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { theme } from '@/styles/theme'
import type { Product } from '../api/to-product'
import { FIRST_SCREEN_CARDS, ProductCardList } from './product-card-list'

afterEach(cleanup)

const product = (i: number): Product => ({
  id: `p-${i}`,
  name: `Cable ${i}`,
  description: '',
  price: 100 + i,
  image: `/images/p-${i}.jpg`,
  images: [],
  category: 'audio',
  parentCategory: null,
  featured: false,
  attributes: [],
})
const twelve = Array.from({ length: 12 }, (_, i) => product(i))

/** Cards and skeletons in the list, at each commit. */
function commits(list: () => ReactNode) {
  const seen: { cards: number; skeletons: number }[] = []
  const root = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        <Profiler
          id="list"
          onRender={() => {
            const items = [...document.querySelectorAll('[data-testid="product-list"] > li')]
            const cards = items.filter((li) => li.querySelector('[data-testid="product-card"]')).length
            seen.push({ cards, skeletons: items.length - cards })
          }}
        >
          {list()}
        </Profiler>
        <Outlet />
      </ThemeProvider>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: () => null })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return { seen, router }
}

describe('ProductCardList', () => {
  it("rendered in the browser, builds the first screen's cards at once and the rest in the background", async () => {
    const { seen, router } = commits(() => <ProductCardList products={twelve} deferred={false} />)
    await router.load()
    await act(async () => {
      render(<RouterProvider router={router} />)
    })
    expect(seen[0]).toEqual({ cards: FIRST_SCREEN_CARDS, skeletons: 12 - FIRST_SCREEN_CARDS })
    expect(seen.at(-1)).toEqual({ cards: 12, skeletons: 0 })
  })

  it('a page that just replaced its skeleton shows skeletons first', async () => {
    const { seen, router } = commits(() => <ProductCardList products={twelve} deferred />)
    await router.load()
    await act(async () => {
      render(<RouterProvider router={router} />)
    })
    expect(seen[0]).toEqual({ cards: 0, skeletons: 12 })
    expect(seen.at(-1)).toEqual({ cards: 12, skeletons: 0 })
  })

  it('the server builds every card (its HTML names every product)', async () => {
    const { router } = commits(() => <ProductCardList products={twelve} deferred={false} />)
    await router.load()
    const html = renderToString(<RouterProvider router={router} />)
    for (const p of twelve) expect(html).toContain(p.name)
  })
})

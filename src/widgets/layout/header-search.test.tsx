import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
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
import { HeaderSearch } from './header-search'

afterEach(cleanup)

/** The plain header search (before its enhanced form loads) in an app at / with a /products page. */
async function plainSearch() {
  const root = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        <HeaderSearch open onClose={() => undefined} />
        <Outlet />
      </ThemeProvider>
    ),
  })
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/products')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  const field = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement
  /** Types `text` without focusing (focus would load the enhanced form) and submits. */
  const submit = async (text: string) => {
    field.value = text
    let submitted: Event | undefined
    field.form!.addEventListener('submit', (e) => (submitted = e), { once: true })
    await act(async () => {
      fireEvent.submit(field.form!)
    })
    return submitted!
  }
  return { router, submit }
}

describe('HeaderSearch before its enhanced form loads', () => {
  it('searches inside the app, not with a page load, and clips the text', async () => {
    const { router, submit } = await plainSearch()
    const event = await submit(`  hdmi ${'x'.repeat(300)}  `)
    expect(event.defaultPrevented).toBe(true)
    expect(router.state.location.pathname).toBe('/products')
    expect(router.state.location.search).toEqual({ search: `hdmi ${'x'.repeat(195)}` })
  })

  it('does nothing for text with no words', async () => {
    const { router, submit } = await plainSearch()
    const event = await submit('    ')
    expect(event.defaultPrevented).toBe(true)
    expect(router.state.location.pathname).toBe('/')
  })
})

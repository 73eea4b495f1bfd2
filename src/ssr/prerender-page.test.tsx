// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POLICY_TITLES } from '@/features/store-info/policies/policy-slugs'
import { PRERENDERED_PATHS, prerenderPath, prerenderShell, type PrerenderedView } from './prerender-page'

// Runs in Node, as the build does: no DOM and no store API to reach. The build machine's own
// storage (Node 22+ has a process-wide localStorage) holds a shopper's token and cart: none of it
// may reach a page.
const fetchSpy = vi.fn(() => Promise.reject(new Error('the prerender must not fetch')))
const stored = new Map([
  ['auth_token', 'token-of-a-signed-in-shopper'],
  ['cart', JSON.stringify([{ id: 'p-1', name: 'Stored plug', image: '', price: 899, quantity: 7 }])],
  ['wishlist', JSON.stringify([{ id: 'p-2', title: 'Stored lamp', image: '', price: 499 }])],
])
const views = new Map<string, PrerenderedView>()
let shell: PrerenderedView

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy)
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  })
  for (const path of PRERENDERED_PATHS) views.set(path, await prerenderPath(path))
  shell = await prerenderShell()
})
afterAll(() => vi.unstubAllGlobals())

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]

describe('prerendered pages', () => {
  const headings: Record<string, string> = {
    '/': 'Enhance Your Digital Experience',
    '/login': 'Sign in',
    '/register': 'Create an account',
    '/contact': 'Contact Us',
    '/track-order': 'Track Your Order',
    ...Object.fromEntries(
      Object.entries(POLICY_TITLES).map(([slug, title]) => [`/${slug}`, title.replace('&', '&amp;')]),
    ),
  }

  it.each(Object.entries(headings))('%s carries its own h1 (%s) and title', (path, h1) => {
    const view = views.get(path)!
    expect(h1Of(view.html)).toBe(h1)
    expect(view.title).toBe(path === '/' ? 'Online Store' : `${h1.replace('&amp;', '&')} · Online Store`)
    expect(view.styleTags).toMatch(/^<style[^>]*data-styled/)
  })

  it('covers exactly home, sign-in, registration, contact, order tracking and the six policies', () => {
    expect([...views.keys()].sort()).toEqual(Object.keys(headings).sort())
  })

  it('never asks the store API: store-driven parts are their loading placeholders', () => {
    expect(fetchSpy).not.toHaveBeenCalled()
    const home = views.get('/')!.html
    expect(home).toContain('aria-label="Loading categories"')
    expect(home).toContain('data-testid="product-skeleton"')
    // No built-in category tile (another store's categories) and no image to preload.
    expect(home).not.toContain('/images/categories/')
    expect(home).not.toContain('<link')
    // Contact details are placeholders, not a claim that the store has none.
    expect(views.get('/contact')!.html).not.toContain('Not available')
  })

  it.each(['/', '/login', '/register', '/contact', '/track-order', '/terms'])(
    '%s: every control is disabled until the app takes over (nothing typed or tapped is lost)',
    (path) => {
      const html = views.get(path)!.html
      // One disabled fieldset holds the whole page: no control before it, none after it.
      expect(html).toMatch(/^(?:(?!<(?:input|button|select|textarea)\b)[\s\S])*<fieldset[^>]*disabled=""/)
      expect(html).not.toMatch(/<\/fieldset>(?![\s\S]*<\/fieldset>)[\s\S]*<(?:input|button|select|textarea)\b/)
    },
  )

  it('holds no inline script and no server-render mark: the browser renders over it', () => {
    for (const [path, { html }] of views) {
      expect(html, path).not.toMatch(/<script/i)
      expect(html, path).not.toContain('data-ssr')
    }
  })

  it("shows nobody signed in and no cart count, whatever the build machine's storage holds", () => {
    const home = views.get('/')!.html
    expect(home).toContain('aria-label="Cart"')
    expect(home).not.toMatch(/aria-label="Cart, \d+ items"/)
    for (const [path, { html }] of views) {
      expect(html, path).not.toContain('token-of-a-signed-in-shopper')
      expect(html, path).not.toContain('Stored plug')
    }
  })
})

describe('pages made of device data, were they rendered without the device', () => {
  it.each([
    ['/cart', /your cart is empty/i],
    ['/wishlist', /your wishlist is empty/i],
  ])('%s is a skeleton, never its empty state nor the stored items', async (path, empty) => {
    const { html } = await prerenderPath(path)
    expect(html).toMatch(/<main[^>]*>\s*<div[^>]*aria-busy="true"/)
    expect(html).not.toMatch(empty)
    expect(html).not.toMatch(/Stored (plug|lamp)/)
    expect(html).not.toMatch(/<h1/)
  })
})

describe('route-neutral shell', () => {
  it('is the header and a neutral placeholder, with no page of its own', () => {
    expect(shell.html).toContain('<header')
    expect(shell.html).toContain('aria-busy="true"')
    expect(shell.html).not.toMatch(/<h1|<script/i)
    for (const text of ['Enhance Your Digital Experience', 'Your cart is empty', 'Your wishlist is empty', 'Sign in'])
      expect(shell.html).not.toContain(text)
    expect(shell.html).not.toContain('aria-current="page"')
    expect(shell.title).toBe('Online Store')
  })
})

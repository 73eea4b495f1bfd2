import type { Page } from '@playwright/test'
import { API, test, expect, signInViaApi } from './fixtures'

/**
 * Issue 8 item 8: the app is served with a Content-Security-Policy (header from the static server
 * of `npm start`, meta fallback in the built index.html), it needs nothing the policy forbids, and
 * the policy really blocks injected script.
 */

/** Collects CSP violations: DOM `securitypolicyviolation` events and Chrome's console reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(msg.text())
  })
  return violations
}

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
  expect(csp).toContain("script-src 'self';")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${apiOrigin.replace(/[.:/]/g, '\\$&')}(;|$)`))
  expect(csp).toMatch(/img-src 'self' \S+ data: blob:/)
  expect(await res!.headerValue('x-content-type-options')).toBe('nosniff')
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).toContain("script-src 'self'")
  expect(meta).not.toContain('frame-ancestors')
  // No inline script anywhere in the built page.
  const inline = await page.locator('script:not([src])').count()
  expect(inline).toBe(0)
})

/** Opens a page and lets everything it loads settle: data, images below the fold, lazy chunks, the service worker. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.mouse.wheel(0, 5000)
  await page.waitForLoadState('networkidle')
}

test('browsing the store triggers no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page)
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
  expect(violations).toEqual([])
})

test('signed-in pages trigger no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page)
  await signInViaApi(page)
  for (const path of ['/account', '/orders', '/checkout']) await visit(page, path)
  expect(violations).toEqual([])
})

// Its own context: the shared `page` fixture fails any test that causes a violation, and this one does on purpose.
test('the policy blocks injected inline script and foreign connections', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const violations = await watchCsp(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    // What a sanitiser miss would look like: an inline handler and an inline script element.
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/no-such-image.png" onerror="window.__cspPwned = 1">')
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
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3)
  expect(await page.evaluate(() => (window as unknown as { __cspPwned?: number }).__cspPwned)).toBeUndefined()
  expect(fetched).toBe('blocked')
  expect(violations.join('\n')).toMatch(/script-src/)
  expect(violations.join('\n')).toMatch(/connect-src/)
  await context.close()
})

import type { Page } from '@playwright/test'
import { DEMO_ORDER_IDS } from '../../store-api/seed/demo-shopper'
import { API, BROWSER_RENDERED, DEMO, test, expect, resetApi, signInViaApi, openEmailSignIn } from './fixtures'
import { expectNoXss, recordFigures, type Figure } from './reliability'

/*
 * The sign-in return path, payment redirectUrl, redirect_post targets,
 * deep links, social links and every other server-provided link never lead to javascript: or data:,
 * and return paths never leave the origin. (accounts-orders and payment specs cover the plain
 * https://, //, javascript: return targets and four unsafe payment answers; these are the rest.)
 */

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** Every link and image address on the page, resolved, whose scheme is not a safe one. */
const unsafeAddresses = (page: Page) =>
  page.evaluate(
    (safe) => {
      const bad: string[] = []
      const check = (raw: string | null) => {
        if (raw === null || raw === '') return
        try {
          if (!safe.includes(new URL(raw, location.href).protocol)) bad.push(raw)
        } catch {
          bad.push(raw)
        }
      }
      document.querySelectorAll('a[href]').forEach((a) => check(a.getAttribute('href')))
      document.querySelectorAll('img[src]').forEach((i) => check(i.getAttribute('src')))
      document.querySelectorAll('form[action]').forEach((f) => check(f.getAttribute('action')))
      return bad
    },
    [...SAFE_SCHEMES, 'blob:'],
  )

test(
  'sign-in return paths: only same-origin paths are followed',
  { tag: BROWSER_RENDERED },
  async ({ page, baseURL }) => {
    test.setTimeout(60_000)
    const origin = new URL(baseURL!).origin
    const variants: [target: string, lands: string][] = [
      ['/\\evil.example', '/'],
      ['/\t/evil.example', '/'],
      ['\\\\evil.example', '/'],
      ['https:evil.example', '/'],
      ['data:text/html,<script>window.__xss=1</script>', '/'],
      [' javascript:window.__xss=1', '/'],
      ['JaVaScRiPt:window.__xss=1', '/'],
      ['http://localhost.evil.example/', '/'],
      // Same-origin as written, but dot segments or escapes make them //evil.example once resolved.
      ['/.//evil.example', '/'],
      ['/..//evil.example', '/'],
      ['/%2e//evil.example', '/'],
      ['/%2f/evil.example', '/'],
      ['/orders?tab=1#latest', '/orders?tab=1#latest'],
    ]
    const figures: Figure[] = []
    for (const [target, lands] of variants) {
      await test.step(JSON.stringify(target), async () => {
        await page.goto(`/login?redirect=${encodeURIComponent(target)}`)
        await openEmailSignIn(page)
        await page.getByLabel('Email').fill(DEMO.email)
        await page.getByLabel('Password').fill(DEMO.password)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(page.getByText('Logged in successfully.')).toBeVisible()
        await expect(page).toHaveURL(`${origin}${lands}`)
        await expectNoXss(page)
        await page.evaluate(() => localStorage.removeItem('auth_token'))
      })
      // Only the refused ones count as "unsafe links refused"; the same-origin path is followed.
      if (lands !== target)
        figures.push({ suite: 'navigation-safety', tried: { link: 'sign-in return path', value: target } })
    }
    recordFigures(figures)
  },
)

test('a direct visit to a product id with a dot opens the app, not a plain 404', async ({ page, serving }) => {
  // An id the store does not have: the app's own not-found view proves the app was served. A static
  // host cannot know the store's ids (200); the server-rendering server asked the store (404).
  const res = await page.goto('/product/hdmi-2.1-cable')
  expect(res?.status()).toBe(serving === 'ssr' ? 404 : 200)
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible()
  // A file the build does not have is still a 404 (a stale chunk name must fail visibly).
  expect((await page.request.get('/assets/nope.js')).status()).toBe(404)
})

const UNSAFE_PAYMENT_ANSWERS = [
  [
    'a redirect_post form aimed at javascript:',
    {
      success: true,
      action: {
        type: 'redirect_post',
        formParams: { type: 'post', url: 'javascript:window.__xss=1', data: { a: '1' } },
      },
    },
  ],
  ['a redirect with a leading control character', { success: true, redirectUrl: '\u0001javascript:window.__xss=1' }],
  [
    'a deep link to data:',
    { success: true, action: { type: 'deeplink', redirectUrl: 'data:text/html,<script>window.__xss=1</script>' } },
  ],
  ['an upper-case JAVASCRIPT: redirect', { success: true, redirectUrl: 'JAVASCRIPT:window.__xss=1' }],
  [
    'a redirect_post whose action URL is safe but whose answer-level redirect is data:',
    {
      success: true,
      redirectUrl: 'data:text/html,x',
      action: { type: 'redirect_post', formParams: { type: 'post', url: 'data:text/html,x', data: {} } },
    },
  ],
] as const

test(
  'payment answers with unsafe redirect, redirect_post and deep-link targets go nowhere',
  { tag: BROWSER_RENDERED },
  async ({ page }) => {
    await signInViaApi(page)
    await page.goto(`/payment?orderId=${DEMO_ORDER_IDS.pending}`)
    await page.getByLabel('Full name').fill('Asha Rao')
    await page.getByLabel('Email').fill('asha@example.in')
    await page.getByLabel('Mobile number').fill('9876543210')
    await page.getByLabel('Payment method').selectOption('netbanking')
    await page.getByLabel('I agree to the terms of payment').check()
    const start = page.url()
    const figures: Figure[] = []
    let answered = 0
    for (const [what, answer] of UNSAFE_PAYMENT_ANSWERS) {
      await test.step(what, async () => {
        await page.route('**/api/v1/payments', (route) => {
          if (route.request().method() !== 'POST') return route.fallback()
          answered++
          return route.fulfill({ json: answer })
        })
        const before = answered
        await page.getByRole('button', { name: 'Pay Now' }).click()
        await expect.poll(() => answered).toBe(before + 1)
        await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
        await expect(page.getByText('This payment link is not safe to open.').first()).toBeVisible()
        expect(page.url()).toBe(start)
        await expectNoXss(page)
        expect(await page.locator('form[method="post"]').count()).toBe(0)
        await page.unroute('**/api/v1/payments')
      })
      figures.push({ suite: 'navigation-safety', tried: { link: 'payment answer', value: what } })
    }
    recordFigures(figures)
  },
)

test('store-info and product links with unsafe schemes fall back: footer, contact, category tiles, images', async ({
  page,
}) => {
  const store = (await (await fetch(`${API}/storeInfo`)).json()) as Record<string, unknown>
  const hostileStore = {
    ...store,
    companyEmail: 'javascript:window.__xss=1',
    companyPhone: 'javascript:window.__xss=1',
    companyLogoUrl: 'javascript:window.__xss=1',
    socialLinks: {
      instagram: 'data:text/html,<script>window.__xss=1</script>',
      facebook: '//evil.example',
      twitter: 'java\tscript:window.__xss=1',
    },
    categoryImages: Object.fromEntries(
      ((store.categories as string[]) ?? []).map((c) => [c, 'javascript:window.__xss=1']),
    ),
  }
  await page.route('**/api/v1/storeInfo', (route) => route.fulfill({ json: hostileStore }))
  await page.route('**/api/v1/products/p-hdmi-cable-2m', async (route) => {
    const product = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({
      json: {
        ...product,
        imgUrl: 'javascript:window.__xss=1',
        images: [{ url: 'data:text/html,<script>window.__xss=1</script>' }],
      },
    })
  })
  const figures: Figure[] = []
  for (const path of ['/', '/products', '/contact', '/forgot-password', '/product/p-hdmi-cable-2m']) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        /^https:\/\//,
      )
      expect(await unsafeAddresses(page)).toEqual([])
      await expectNoXss(page)
    })
    figures.push({ suite: 'navigation-safety', tried: { link: 'store/product links', value: path } })
  }
  recordFigures(figures)
})

test("the hostile seed's javascript: social links fall back to the built-in ones", async ({ page }) => {
  await resetApi('hostile')
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const network of ['Instagram', 'Facebook', 'Twitter']) {
    await expect(footer.getByRole('link', { name: network })).toHaveAttribute('href', /^https:\/\//)
  }
  expect(await unsafeAddresses(page)).toEqual([])
  recordFigures([{ suite: 'navigation-safety', tried: { link: 'social links', value: 'hostile seed' } }])
})

import type { Page } from '@playwright/test'
import { DEMO_ORDER_IDS } from '../../store-api/seed/demo-shopper'
import { HOSTILE_CATEGORIES, HOSTILE_PAYLOADS, HOSTILE_PRODUCT_IDS, XSS_IMG } from '../../store-api/seed/hostile'
import { API, BROWSER_RENDERED, DEMO, test, expect, resetApi, signInViaApi, openEmailSignIn } from './fixtures'
import { expectNoHorizontalOverflow, expectNoXss, recordFigures, type Figure } from './reliability'

/*
 * The API's hostile seed (store-api/seed/hostile.ts) puts script tags, img
 * onerror, svg onload, javascript: links, iframes, <style>, attribute injection, 5,000-character
 * words and right-to-left / zero-width characters in every place the app shows server text. In
 * each place: no payload runs (window.__xss stays unset, no dialog opens), the page is no wider
 * than a 390 px phone, and the place's heading or text is there to read.
 */

const getJson = async (path: string, token?: string): Promise<unknown> =>
  (await fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).json()

/** The hostile strings found in a piece of server data: what docs/security.md counts as "payloads × places". */
const payloadsIn = (data: unknown): string[] => {
  const text = JSON.stringify(data)
  return HOSTILE_PAYLOADS.filter((p) => text.includes(JSON.stringify(p).slice(1, -1)))
}

/** Watches for payloads that would open a dialog (alert, confirm, print…). */
function watchDialogs(page: Page): { count: () => number } {
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  return { count: () => dialogs }
}

interface Place {
  name: string
  /** The server data shown in this place. */
  data: () => Promise<unknown>
  /** Opens the place and checks what must be readable there. */
  visit: (page: Page) => Promise<void>
}

/**
 * Visits every place, checks it is safe, and records one figure per payload present there, with
 * `executed` measured at that place (1 if script ran or a dialog opened there), also when it fails.
 */
async function checkPlaces(page: Page, places: Place[]): Promise<void> {
  const dialogs = watchDialogs(page)
  for (const place of places) {
    const payloads = payloadsIn(await place.data())
    expect(payloads.length, `${place.name} carries no hostile text`).toBeGreaterThan(0)
    await test.step(place.name, async () => {
      // A visit that fails (one of its own checks saw a payload run, say) is still measured and recorded.
      const visited = await place.visit(page).then(
        () => null,
        (err: unknown) => ({ err }),
      )
      const ran = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined)
      const executed = ran || dialogs.count() > 0 ? 1 : 0
      recordFigures(
        payloads.map((payload): Figure => ({ suite: 'hostile-data', tried: { payload, place: place.name }, executed })),
      )
      if (visited) throw visited.err
      await expectNoXss(page)
      expect(dialogs.count(), 'a payload opened a dialog').toBe(0)
      await expectNoHorizontalOverflow(page)
    })
  }
}

const storeInfo = () => getJson('/storeInfo') as Promise<Record<string, unknown> & { policies: Record<string, string> }>

const POLICIES = [
  ['terms', 'Terms & Conditions'],
  ['privacy', 'Privacy Policy'],
  ['refund', 'Refund and Cancellation Policy'],
  ['return', 'Return Policy'],
  ['shipping', 'Shipping Policy'],
  ['about', 'About Us'],
] as const

test('store texts: name, description, company details, categories and the six policies', async ({ page }) => {
  test.setTimeout(90_000)
  await resetApi('hostile')
  const places: Place[] = [
    {
      name: 'store name (header, footer, page title)',
      data: async () => (await storeInfo()).storeName,
      visit: async (p) => {
        await p.goto('/')
        await expect(
          p
            .getByRole('banner')
            .getByRole('link', { name: /Digital/ })
            .first(),
        ).toBeVisible()
        await expect(p.getByRole('heading', { level: 1, name: 'Enhance Your Digital Experience' })).toBeVisible()
        // Rendered as text, never as markup.
        await expect(
          p.getByRole('contentinfo').getByText('<script>window.__xss=1</script>', { exact: false }).first(),
        ).toBeAttached()
      },
    },
    {
      name: 'store description and company details (footer)',
      data: async () => {
        const s = await storeInfo()
        return [s.description, s.companyName, s.companyAddress, s.companyEmail]
      },
      visit: async (p) => {
        await p.goto('/')
        await expect(
          p.getByRole('contentinfo').getByText('Supercalifragilistic', { exact: false }).first(),
        ).toBeVisible()
      },
    },
    {
      name: 'company details (contact page)',
      data: async () => {
        const s = await storeInfo()
        return [s.companyName, s.companyAddress, s.companyEmail]
      },
      visit: async (p) => {
        await p.goto('/contact')
        await expect(p.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
        await expect(p.getByText('Bengaluru 560103', { exact: false }).first()).toBeVisible()
      },
    },
    {
      name: 'category names (header, home tiles, listing heading)',
      data: async () => [...HOSTILE_CATEGORIES],
      visit: async (p) => {
        await p.goto('/products')
        await expect(p.getByRole('heading', { level: 1, name: 'Explore Categories' })).toBeVisible()
        for (const category of HOSTILE_CATEGORIES) {
          await p.goto(`/products?category=${encodeURIComponent(category.toLowerCase())}`)
          await expect(p.getByTestId('product-card')).toHaveCount(1)
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNoXss(p)
        }
      },
    },
    ...POLICIES.map(([slug, title]): Place => ({
      name: `policy: ${slug}`,
      data: async () => (await storeInfo()).policies[slug],
      visit: async (p) => {
        await p.goto(`/${slug}`)
        await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(
          p.locator('main script, main iframe, main style, main form, main [onclick], main [onerror], main [onload]'),
        ).toHaveCount(0)
        await expect(p.locator('main a[href^="javascript:" i]')).toHaveCount(0)
        // The <style> payload would hide the body: the page must still show.
        await expect(p.getByRole('contentinfo')).toBeVisible()
      },
    })),
  ]
  await checkPlaces(page, places)
})

test('product texts: titles, descriptions, attribute keys and values, in every view that shows them', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await resetApi('hostile')
  const product = (id: string) =>
    getJson(`/products/${id}`) as Promise<{ title: string; description: string; attributes: unknown }>
  const places: Place[] = [
    {
      name: 'product title (listing cards)',
      data: async () => Promise.all(Object.values(HOSTILE_PRODUCT_IDS).map(async (id) => (await product(id)).title)),
      visit: async (p) => {
        await p.goto('/products?category=tv%20%26%20video%20accessories')
        await expect(p.getByTestId('product-card').first()).toBeVisible()
      },
    },
    ...Object.entries(HOSTILE_PRODUCT_IDS).map(([kind, id]): Place => ({
      name: `product page (${kind}): title, description, specifications`,
      data: () => product(id),
      visit: async (p) => {
        await p.goto(`/product/${id}`)
        await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(p.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
      },
    })),
    {
      name: 'product title (quick view)',
      data: async () => (await product(HOSTILE_PRODUCT_IDS.xss)).title,
      visit: async (p) => {
        await p.goto('/products?category=tv%20%26%20video%20accessories&parentCategory=HDMI%20Cables')
        const card = p.getByTestId('product-card').filter({ hasText: XSS_IMG }).first()
        await card.getByRole('button', { name: 'Quick View' }).click({ timeout: 10_000 })
        await expect(p.getByRole('dialog')).toBeVisible()
        await expect(p.getByRole('dialog').getByText(XSS_IMG, { exact: false }).first()).toBeVisible()
        await p.keyboard.press('Escape')
      },
    },
    {
      name: 'product title (cart, wishlist, recently viewed)',
      data: async () => Promise.all(Object.values(HOSTILE_PRODUCT_IDS).map(async (id) => (await product(id)).title)),
      visit: async (p) => {
        for (const id of Object.values(HOSTILE_PRODUCT_IDS)) {
          await p.goto(`/product/${id}`)
          await p.getByRole('button', { name: 'Add to Wishlist' }).click()
          await p.getByRole('button', { name: 'Add to Cart' }).click()
          await expect(p).toHaveURL(/\/cart$/)
        }
        await expect(p.getByTestId('cart-line')).toHaveCount(3)
        await expect(p.getByText('Subtotal', { exact: false }).first()).toBeVisible()
        await expectNoHorizontalOverflow(p)
        await p.goto('/wishlist')
        await expect(p.getByTestId('product-card')).toHaveCount(3)
        await expectNoHorizontalOverflow(p)
        await p.goto('/')
        await expect(p.getByRole('heading', { name: 'Recently viewed' })).toBeVisible()
      },
    },
  ]
  await checkPlaces(page, places)
})

test(
  "the shopper's data: order item names, tracking, payment field labels, descriptions and options",
  { tag: BROWSER_RENDERED },
  async ({ page }) => {
    test.setTimeout(90_000)
    await resetApi('hostile')
    const token = await signInViaApi(page)
    const places: Place[] = [
      {
        name: 'order item names (/orders)',
        data: () => getJson('/orders', token),
        visit: async (p) => {
          await p.goto('/orders')
          await expect(p.getByTestId('order-card').first()).toBeVisible()
          await expect(p.getByText(' item', { exact: false }).first()).toBeVisible()
        },
      },
      {
        name: 'order item names (/track-order)',
        data: () => getJson(`/orders/${DEMO_ORDER_IDS.delivered}?contactInfo=${DEMO.email}`),
        visit: async (p) => {
          await p.goto(`/track-order?id=${DEMO_ORDER_IDS.delivered}`)
          await expect(p.getByLabel('Email or phone')).toHaveValue(DEMO.email)
          await p.getByRole('button', { name: 'Track Order' }).click()
          await expect(p.getByRole('region', { name: 'Order details' })).toBeVisible()
        },
      },
      {
        name: 'payment field labels, descriptions, placeholders and options',
        data: () => getJson('/payments/fields'),
        visit: async (p) => {
          await p.goto(`/payment?orderId=${DEMO_ORDER_IDS.pending}`)
          await expect(p.getByRole('button', { name: 'Pay Now' })).toBeVisible()
          await expect(p.getByText(XSS_IMG, { exact: false }).first()).toBeVisible()
          await expect(p.locator('main img[onerror], main svg[onload], main iframe, main script')).toHaveCount(0)
        },
      },
      {
        name: 'payment error from the server (an injected payment option)',
        data: async () =>
          ((await getJson('/payments/fields')) as { options?: { label: string; value: string }[] }[])
            .flatMap((f) => f.options ?? [])
            .slice(-1),
        visit: async (p) => {
          await p.getByLabel('Full name').fill('Asha Rao')
          await p.getByLabel('Email', { exact: false }).first().fill('asha@example.in')
          await p.getByLabel('Mobile number').fill('9876543210')
          await p.getByLabel('Payment method').selectOption({ index: 4 })
          await p.getByLabel('I agree to the terms of payment').check()
          await p.getByRole('button', { name: 'Pay Now' }).click()
          await expect(p.getByText('Unsupported payment method', { exact: false }).first()).toBeVisible()
          await expect(p.getByLabel('Full name')).toHaveValue('Asha Rao')
        },
      },
    ]
    await checkPlaces(page, places)
  },
)

test(
  'server error messages are shown as text (sign-in, registration, payment)',
  { tag: BROWSER_RENDERED },
  async ({ page }) => {
    test.setTimeout(60_000)
    await resetApi('hostile')
    const post = async (path: string, body: unknown, token?: string) =>
      (
        await fetch(`${API}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()
    const places: Place[] = [
      {
        name: 'sign-in error',
        data: () => post('/users/authorize', { email: DEMO.email, password: 'wrong-password' }),
        visit: async (p) => {
          await p.goto('/login')
          await openEmailSignIn(p)
          await p.getByLabel('Email').fill(DEMO.email)
          await p.getByLabel('Password').fill('wrong-password')
          await p.getByRole('button', { name: 'Sign in' }).click()
          await expect(p.getByText(`Invalid email or password ${XSS_IMG}`)).toBeVisible()
          await expect(p.getByLabel('Password')).toHaveValue('wrong-password')
        },
      },
      {
        name: 'registration error',
        data: () =>
          post('/users/register', { email: DEMO.email, password: 'secret12', firstName: 'Asha', lastName: 'Rao' }),
        visit: async (p) => {
          await p.goto('/register')
          await p.getByLabel('First name').fill('Asha')
          await p.getByLabel('Last name').fill('Rao')
          await p.getByLabel('Email').fill(DEMO.email)
          await p.getByLabel('Password', { exact: true }).fill('secret12')
          await p.getByLabel('Confirm password').fill('secret12')
          await p.getByRole('button', { name: 'Create account' }).click()
          await expect(p.getByText('An account with this email already exists', { exact: false })).toBeVisible()
        },
      },
    ]
    await checkPlaces(page, places)
  },
)

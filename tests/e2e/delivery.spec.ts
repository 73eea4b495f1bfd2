import type { BrowserContext, Page, Request } from '@playwright/test'
import {
  API,
  clearFaults,
  expect,
  expectAccessible,
  fillShipping,
  plainStore,
  setFault,
  signInViaApi,
  test,
  underServiceWorker,
  SERVICE_WORKER,
} from './fixtures'
import { seedCart, type StoredLine } from './reliability'

/*
 * Delivery by PIN code (the store's optional `serviceability` capability) on a 412 px phone: the
 * product page's check, remembered and kept for offline use, and the check before an order is sent.
 */

test.use({ viewport: { width: 412, height: 915 } })

const PRODUCT = 'p-hdmi-cable-2m'
const SERVED = '560001' // Bengaluru, 3 days, Cash on Delivery
const NOT_SERVED = '845401'

/** 'Mon, 30 Nov': today in India plus `days`, as en-IN writes it. */
function expectedDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(new Date())
  const [y, m, d] = parts.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d + days)),
  )
}

/** Every GET /serviceability the page sends to the store, as URLs. */
function watchChecks(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    // The app may name the store's host differently (localhost / 127.0.0.1): its port tells it apart.
    if (url.port === new URL(API).port && url.pathname.endsWith('/serviceability')) seen.push(url)
  })
  return seen
}

const block = (page: Page) => page.getByRole('region', { name: 'Check delivery' })
const result = (page: Page) => page.getByTestId('delivery-result')

async function checkPin(page: Page, pin: string): Promise<void> {
  await block(page).getByLabel('PIN code').fill(pin)
  await block(page).getByRole('button', { name: 'Check' }).click()
}

async function openProduct(page: Page): Promise<void> {
  await page.goto(`/product/${PRODUCT}`)
  await expect(block(page)).toBeVisible()
}

/** One of product `id` as a stored cart line (name and price from the API, ₹). */
async function cartLine(id: string): Promise<StoredLine> {
  const p = (await (await fetch(`${API}/products/${id}`)).json()) as {
    id: string
    title: string
    regularPrice: number
    discountedPrice?: number | null
  }
  return { id: p.id, name: p.title, image: '', price: p.discountedPrice ?? p.regularPrice, quantity: 1 }
}

test('a served PIN says the delivery date, Cash on Delivery and the place, under the price and above Add to Cart', async ({
  page,
}) => {
  const checks = watchChecks(page)
  await openProduct(page)
  const field = block(page).getByLabel('PIN code')
  await expect(field).toHaveAttribute('inputmode', 'numeric')
  await expect(field).toHaveAttribute('autocomplete', 'postal-code')
  // Placed between the price and Add to Cart.
  const blockBox = (await block(page).boundingBox())!
  const addBox = (await page.getByRole('button', { name: 'Add to Cart' }).boundingBox())!
  expect(blockBox.y + blockBox.height).toBeLessThanOrEqual(addBox.y)
  expect(blockBox.width).toBeLessThanOrEqual(412)

  await checkPin(page, SERVED)
  await expect(result(page)).toContainText(`Delivery by ${expectedDate(3)}`)
  await expect(result(page)).toContainText('Cash on Delivery available')
  await expect(result(page)).toContainText('Bengaluru, Karnataka')
  expect(checks.at(-1)?.searchParams.get('pincode')).toBe(SERVED)
  expect(checks.at(-1)?.searchParams.get('productId')).toBe(PRODUCT)
  await expectAccessible(page)
})

test('a PIN the store does not serve says so', async ({ page }) => {
  await openProduct(page)
  await checkPin(page, NOT_SERVED)
  await expect(result(page)).toHaveText(`Not deliverable to ${NOT_SERVED}`)
  await expect(result(page)).not.toContainText('Delivery by')
})

test('an invalid PIN asks for a valid one and sends nothing', async ({ page }) => {
  const checks = watchChecks(page)
  await openProduct(page)
  for (const bad of ['5600', '012345']) {
    await checkPin(page, bad)
    await expect(block(page).getByText('Enter a valid 6-digit PIN code')).toBeVisible()
    await expect(block(page).getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true')
  }
  // Letters never reach the field.
  await block(page).getByLabel('PIN code').fill('')
  await block(page).getByLabel('PIN code').pressSequentially('56a0')
  await expect(block(page).getByLabel('PIN code')).toHaveValue('560')
  expect(checks).toEqual([])
})

test('the PIN checked last is checked again after a reload and on another product, without typing', async ({
  page,
}) => {
  const checks = watchChecks(page)
  await openProduct(page)
  await checkPin(page, SERVED)
  await expect(result(page)).toContainText('Delivery by')
  const before = checks.length

  await page.reload()
  await expect(block(page).getByLabel('PIN code')).toHaveValue(SERVED)
  await expect(result(page)).toContainText(`Delivery by ${expectedDate(3)}`)
  await expect.poll(() => checks.length).toBeGreaterThan(before)

  await page.goto('/product/p-universal-tv-remote')
  await expect(block(page).getByLabel('PIN code')).toHaveValue(SERVED)
  await expect(result(page)).toContainText('Delivery by')
  expect(checks.at(-1)?.searchParams.get('productId')).toBe('p-universal-tv-remote')
})

test("a signed-in shopper's address PIN is checked when nothing was checked on the device", async ({ page }) => {
  await signInViaApi(page)
  await openProduct(page)
  // The demo shopper's orders go to Indiranagar, Bengaluru.
  await expect(block(page).getByLabel('PIN code')).toHaveValue('560038')
  await expect(result(page)).toContainText('Delivery by')
})

async function cutNetwork(context: BrowserContext): Promise<void> {
  await setFault('*', 'drop')
  await context.setOffline(true)
}

test(
  'offline, the answer checked earlier shows with its time; a PIN never checked says it will be checked later',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    try {
      await openProduct(page)
      await underServiceWorker(page)
      await checkPin(page, SERVED)
      await expect(result(page)).toContainText('Delivery by')

      await cutNetwork(context)
      await page.reload()
      await expect(result(page)).toContainText(`Delivery by ${expectedDate(3)}`)
      await expect(result(page)).toContainText(/\(checked \d{1,2}:\d{2}\s?(am|pm)\)/i)

      await checkPin(page, '110001')
      await expect(result(page)).toHaveText("You're offline. We'll check when you're back online.")

      // Back online, the waiting PIN is checked.
      await clearFaults()
      await context.setOffline(false)
      await expect(result(page)).toContainText('Delivery by', { timeout: 15_000 })
      await expect(result(page)).toContainText('New Delhi, Delhi')
    } finally {
      await clearFaults()
      await context.setOffline(false)
    }
  },
)

test('an unreadable answer is "could not check", never deliverable', async ({ page }) => {
  await openProduct(page)
  await setFault('/serviceability', 'wrong-shape')
  await checkPin(page, SERVED)
  await expect(result(page)).toHaveText("Couldn't check delivery. Try again.")
})

test('checkout to an unserved PIN names the line and sends no order; a served PIN shows the date and places it', async ({
  page,
}) => {
  await signInViaApi(page)
  const line = await cartLine(PRODUCT)
  await seedCart(page, [line])
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/orders')) posts.push(r.url())
  })

  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByLabel('PIN code').fill(NOT_SERVED)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByTestId('delivery-blocked')).toHaveText(`${line.name} can't be delivered to ${NOT_SERVED}`)
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  expect(posts).toEqual([])
  await expect(page.getByTestId('delivery-estimate')).toHaveCount(0)

  await page.getByLabel('PIN code').fill(SERVED)
  await expect(page.getByTestId('delivery-blocked')).toHaveCount(0)
  await expect(page.getByTestId('delivery-estimate')).toContainText(expectedDate(3))
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=/)
  expect(posts).toHaveLength(1)
})

test('a store without the capability shows no delivery check and is never asked', async ({ page }) => {
  await plainStore()
  const checks = watchChecks(page)
  await signInViaApi(page)
  await seedCart(page, [await cartLine(PRODUCT)])
  await page.goto(`/product/${PRODUCT}`)
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Check delivery' })).toHaveCount(0)

  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=/)
  await expect(page.getByTestId('delivery-estimate')).toHaveCount(0)
  expect(checks).toEqual([])
})

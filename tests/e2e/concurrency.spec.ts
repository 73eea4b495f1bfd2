import type { Page } from '@playwright/test'
import { DEMO_ORDER_IDS } from '../../store-api/seed/demo-shopper'
import { test, expect, fillShipping, signInViaApi } from './fixtures'
import { readCart, recordFigures, recordKept, sampleCart, seedCart } from './reliability'

/*
 * Double clicks give exactly the intended effect (one cart line per click,
 * one order, one payment request), and two tabs editing the cart converge without losing an edit.
 * (accounts-orders and payment specs already cover a plain double click on Place order and Pay.)
 */

const cards = (page: Page) => page.getByTestId('product-card')

/** Counts click events that reach buttons with this accessible label, from now on. */
const countClicks = (page: Page, label: string) =>
  page.evaluate((name) => {
    const w = window as unknown as { __clicks?: number }
    w.__clicks = 0
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element | null)?.closest(`button[aria-label="${name}"]`)) w.__clicks = (w.__clicks ?? 0) + 1
      },
      true,
    )
  }, label)
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { __clicks?: number }).__clicks ?? 0)

/**
 * A switch that holds back `storage` events in `page`, as when another tab's save has not reached
 * it yet (the app's listeners never hear of it). Call before the page's first goto: the gate must
 * be the window's first listener, since browsers differ in whether a capturing listener on the
 * window itself runs before earlier-registered ones (Chromium 156 runs them in registration order).
 */
async function storageEventGate(page: Page): Promise<{ hold: () => Promise<void>; release: () => Promise<void> }> {
  await page.addInitScript(() => {
    window.addEventListener(
      'storage',
      (e) => {
        if ((window as unknown as { __holdStorage?: boolean }).__holdStorage) e.stopImmediatePropagation()
      },
      true,
    )
  })
  const set = (on: boolean) =>
    page.evaluate((v) => {
      ;(window as unknown as { __holdStorage?: boolean }).__holdStorage = v
    }, on)
  return { hold: () => set(true), release: () => set(false) }
}

/** The product ids saved in localStorage under `key` (wishlist, recently-viewed), in order. */
const storedIds = (page: Page, key: string) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string }[]).map((p) => p.id), key)

test("a double click on a card's Add to Cart adds exactly one per click delivered, to one line", async ({ page }) => {
  await page.goto('/products?category=audio')
  const card = cards(page).first()
  await expect(card).toBeVisible()
  await countClicks(page, 'Add to Cart')
  await card.hover()
  await card.getByRole('button', { name: 'Add to Cart' }).dblclick()
  await expect.poll(() => clicks(page)).toBe(2)
  await recordKept({ suite: 'concurrency', tried: { action: 'card Add to Cart double click' } }, async () => {
    const saved = (await readCart(page)) as { quantity: number }[]
    expect(saved).toHaveLength(1)
    expect(saved[0]!.quantity).toBe(2)
  })
})

test('Place Order hammered (double click, then Enter while pending) creates one order', async ({ page }) => {
  await signInViaApi(page)
  await seedCart(page, await sampleCart())
  await page.goto('/checkout')
  await fillShipping(page)
  let posts = 0
  // A slow server keeps the first request pending while the shopper keeps pressing.
  await page.route('**/api/v1/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    posts++
    await new Promise((r) => setTimeout(r, 800))
    await route.fallback()
  })
  const place = page.getByRole('button', { name: 'Place Order' })
  await place.dblclick()
  await page
    .getByLabel('Mobile number')
    .press('Enter')
    .catch(() => undefined)
  await expect(page).toHaveURL(/\/payment\?orderId=/)
  expect(posts).toBe(1)
  expect(await readCart(page)).toEqual([])
  recordFigures([{ suite: 'concurrency', tried: { action: 'Place Order double click + Enter' } }])
})

test('Pay pressed by keyboard repeatedly while pending sends one payment request', async ({ page }) => {
  await signInViaApi(page)
  await page.goto(`/payment?orderId=${DEMO_ORDER_IDS.pending}`)
  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Email').fill('asha@example.in')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('Payment method').selectOption('upi_qr')
  await page.getByLabel('I agree to the terms of payment').check()
  let posts = 0
  await page.route('**/api/v1/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    posts++
    await new Promise((r) => setTimeout(r, 800))
    await route.fulfill({ json: { success: false, error: 'Declined by the test' } })
  })
  const pay = page.getByRole('button', { name: 'Pay Now' })
  await pay.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.getByLabel('Full name').press('Enter')
  await expect(page.getByText('Declined by the test')).toBeVisible()
  expect(posts).toBe(1)
  recordFigures([{ suite: 'concurrency', tried: { action: 'Pay: Enter pressed three times' } }])
})

test('two tabs adding at the same moment keep both edits and converge on one cart', async ({ page, context }) => {
  const other = await context.newPage()
  const gate = await storageEventGate(other)
  await page.goto('/products?category=audio')
  await other.goto('/products?category=cables')
  await expect(cards(page).first()).toBeVisible()
  await expect(cards(other).first()).toBeVisible()
  // The other tab has not heard of this tab's change yet: its storage event is held back.
  await gate.hold()
  await cards(page).first().hover()
  await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click()
  await cards(other).first().hover()
  await cards(other).first().getByRole('button', { name: 'Add to Cart' }).click()
  await gate.release()

  // Both lines survive; a change in either tab then shows in both.
  // Polled: the tabs merge their lines once the held storage event arrives, a moment later.
  await recordKept({ suite: 'concurrency', tried: { action: 'two tabs add at once' } }, async () =>
    expect.poll(async () => ((await readCart(page)) as unknown[]).length).toBe(2),
  )
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.getByTestId('cart-line').first().getByRole('button', { name: 'Increase quantity' }).click()
  // The other tab follows live (storage event), without a reload.
  await expect(other.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 3 items')
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 3 items')
  expect(await readCart(page)).toEqual(await readCart(other))
  await other.close()
})

test('two tabs viewing and saving products at the same moment keep every view and every saved product', async ({
  page,
  context,
}) => {
  const other = await context.newPage()
  const gate = await storageEventGate(other)
  await page.goto('/products?category=audio')
  await other.goto('/products?category=cables')
  await expect(cards(page).first()).toBeVisible()
  await expect(cards(other).first()).toBeVisible()
  // The other tab hears of nothing this tab saves until released.
  await gate.hold()
  /** Opens the first card's product in `tab` (an in-app navigation: the tab keeps what it holds in memory). */
  const open = async (tab: Page) => {
    const link = cards(tab).first().getByRole('link').last()
    const name = (await link.textContent())!.trim()
    await link.click()
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible()
  }
  await open(page)
  await expect.poll(() => storedIds(page, 'recently-viewed')).toHaveLength(1)
  await open(other)
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()
  await other.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(other.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()
  await gate.release()

  await recordKept({ suite: 'concurrency', tried: { action: 'two tabs view and save at once' } }, async () => {
    await expect.poll(() => storedIds(page, 'recently-viewed')).toHaveLength(2)
    await expect.poll(() => storedIds(page, 'wishlist')).toHaveLength(2)
  })
  // Both tabs list both saved products.
  for (const tab of [page, other]) {
    await tab.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
    await expect(cards(tab)).toHaveCount(2)
  }
  await other.close()
})

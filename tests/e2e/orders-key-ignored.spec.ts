import type { Page, Request } from '@playwright/test'
import { API, clearFaults, expect, fillShipping, setFault, signInViaApi, test } from './fixtures'

/*
 * A store that lists `idempotency` in its capabilities but ignores the Idempotency-Key: it commits
 * the order (or payment) and then fails. The key is never the only guard: after an unknown outcome
 * the app reads the shopper's orders before sending anything again.
 */

const ORDERED = 'p-usb-c-cable-240w-2m'

async function seedCart(page: Page, quantity = 2): Promise<void> {
  const p = (await (await fetch(`${API}/products/${ORDERED}`)).json()) as {
    id: string
    title: string
    regularPrice: number
    discountedPrice?: number | null
  }
  const line = { id: p.id, name: p.title, image: '', price: p.discountedPrice ?? p.regularPrice, quantity }
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', JSON.stringify([l]))
      sessionStorage.setItem('e2e-cart-seeded', '1')
    }
  }, line)
}

async function ordersOf(token: string): Promise<{ id: string; status: number }[]> {
  const res = await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })
  return (await res.json()) as { id: string; status: number }[]
}

const isCall = (r: Request, method: string, path: string) =>
  r.method() === method && new URL(r.url()).pathname === `/api/v1${path}`

/** The order calls the page makes, in order ('POST /orders', 'GET /orders'). */
function watchOrderCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r) => {
    if (isCall(r, 'POST', '/orders')) calls.push('POST /orders')
    if (isCall(r, 'GET', '/orders')) calls.push('GET /orders')
  })
  return calls
}

for (const fault of ['ignore-key-502', 'ignore-key-drop'] as const) {
  test(`a store that lists idempotency but ignores the key and commits before failing (${fault}): Place Order again gives one order`, async ({
    page,
  }) => {
    const token = await signInViaApi(page)
    await seedCart(page)
    const before = (await ordersOf(token)).length
    const calls = watchOrderCalls(page)
    await page.goto('/checkout')
    await fillShipping(page)
    await setFault('/orders', fault, { method: 'POST' })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText('Error placing order')).toBeVisible()
    // The store did create the order.
    expect(await ordersOf(token)).toHaveLength(before + 1)

    // The fault stays on: a second POST would create a second order (the key is ignored).
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
    const orderId = new URL(page.url()).searchParams.get('orderId')!
    const orders = await ordersOf(token)
    expect(orders).toHaveLength(before + 1)
    expect(orders.map((o) => o.id)).toContain(orderId)
    expect(calls).toEqual(['POST /orders', 'GET /orders'])
    await clearFaults()
  })
}

test('a retry after the shopper edited the address still looks up first: the earlier order is named and offered for payment', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  await seedCart(page)
  const earlier = new Set((await ordersOf(token)).map((o) => o.id))
  const before = earlier.size
  const calls = watchOrderCalls(page)
  await page.goto('/checkout')
  await fillShipping(page)
  await setFault('/orders', 'ignore-key-502', { method: 'POST' })
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Error placing order')).toBeVisible()
  const placed = (await ordersOf(token)).find((o) => !earlier.has(o.id))
  expect(await ordersOf(token)).toHaveLength(before + 1)

  await clearFaults()
  await page.getByLabel('Flat, House no., Building').fill('14 Brigade Road')
  await page.getByRole('button', { name: 'Place Order' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'was placed' })
  await expect(notice).toContainText(`Your order ${placed!.id} was placed`)
  expect(await ordersOf(token)).toHaveLength(before + 1)
  expect(calls).toEqual(['POST /orders', 'GET /orders'])

  await notice.getByRole('button', { name: `Pay for order ${placed!.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${placed!.id}$`))
  await expect(page.getByRole('form', { name: 'Payment details' })).toBeVisible()
  // The ordered line left the cart; no second order was placed.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([])
  expect(await ordersOf(token)).toHaveLength(before + 1)
})

test('a retry after the shopper changed the quantity still looks up first', async ({ page, context }) => {
  const token = await signInViaApi(page)
  await seedCart(page)
  const before = (await ordersOf(token)).length
  await page.goto('/checkout')
  await fillShipping(page)
  await setFault('/orders', 'ignore-key-drop', { method: 'POST' })
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Error placing order')).toBeVisible()
  await clearFaults()
  // Another quantity, changed in another tab.
  const other = await context.newPage()
  await other.goto('/cart')
  await other.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]
    cart[0]!.quantity = 3
    localStorage.setItem('cart', JSON.stringify(cart))
  })
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'was placed' })).toBeVisible()
  expect(await ordersOf(token)).toHaveLength(before + 1)
})

test('a payment whose store ignores the key and fails after committing: the retry reads the order first', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  await seedCart(page)
  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
  const orderId = new URL(page.url()).searchParams.get('orderId')!
  const form = page.getByRole('form', { name: 'Payment details' })
  await expect(form).toBeVisible()
  await form.getByLabel('Full name').fill('Asha Rao')
  await form.getByLabel('Email').fill('asha@example.in')
  await form.getByLabel('Mobile number').fill('9876543210')
  await form.getByLabel('Payment method').selectOption('upi_qr')
  await form.getByLabel('I agree to the terms of payment').check()
  const calls: string[] = []
  page.on('request', (r) => {
    if (isCall(r, 'POST', '/payments')) calls.push('POST /payments')
    if (isCall(r, 'GET', `/orders/${orderId}`)) calls.push('GET /orders/{id}')
  })
  await setFault('/payments', 'ignore-key-502', { method: 'POST' })
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByText('Failed to process payment. Please try again later.')).toBeVisible()
  await clearFaults()
  calls.length = 0
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible()
  // The order's payment state was read before the payment was sent again.
  expect(calls.slice(0, 2)).toEqual(['GET /orders/{id}', 'POST /payments'])
  expect((await ordersOf(token)).find((o) => o.id === orderId)?.status).toBe(0)
})

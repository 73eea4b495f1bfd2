import type { Page } from '@playwright/test'
import { API, test, expect, expectAccessible, fillShipping, plainStore, signInViaApi } from './fixtures'

/*
 * The coupons extension against the reference API's seeded coupons (WELCOME10: 10 % from ₹499,
 * FLAT100: ₹100 off from ₹999, EXPIRED5), and a plain store that has none.
 */

async function product(id: string) {
  const p = (await (await fetch(`${API}/products/${id}`)).json()) as {
    id: string
    title: string
    regularPrice: number
    discountedPrice?: number | null
  }
  return { id: p.id, name: p.title, image: '', price: p.discountedPrice ?? p.regularPrice, quantity: 1 }
}

/** Puts `lines` in the cart before the app starts (once per test). */
async function seedCart(page: Page, lines: object[]) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', JSON.stringify(l))
      sessionStorage.setItem('e2e-cart-seeded', '1')
    }
  }, lines)
}

const rupees = (n: number, digits = 0) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`

test("coupons: offers and typed codes, the store's refusals, a cart change re-checked, the discount on the order and the store's total at payment", async ({
  page,
}) => {
  const cable = await product('p-hdmi-cable-2m')
  const stand = await product('p-aluminium-phone-stand')
  await signInViaApi(page)
  await seedCart(page, [cable])
  await page.goto('/cart')
  const offers = page.getByRole('region', { name: 'Offers for you' })
  await expect(offers.getByText('FLAT100', { exact: true })).toBeVisible()

  // The minimum not reached, an expired and an invalid code: the store's messages, no discount.
  await offers.getByRole('button', { name: 'Apply FLAT100' }).click()
  await expect(page.getByRole('alert')).toHaveText(`Add items worth ${rupees(999 - cable.price)} more to use FLAT100`)
  const code = page.getByLabel('Coupon code')
  const apply = page.getByRole('button', { name: 'Apply', exact: true })
  await code.fill(' expired5 ')
  await apply.click()
  await expect(page.getByRole('alert')).toHaveText('This coupon has expired')
  await code.fill('nope')
  await apply.click()
  await expect(page.getByRole('alert')).toHaveText('Invalid coupon code')
  await expect(page.getByTestId('cart-discount')).toHaveCount(0)

  // A line added reaches the minimum; FLAT100 from the offers applies.
  await page.goto(`/product/${stand.id}`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.goto('/cart')
  await page.getByRole('region', { name: 'Offers for you' }).getByRole('button', { name: 'Apply FLAT100' }).click()
  await expect(page.getByText('FLAT100 applied. You save ₹100')).toBeVisible()
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹100')
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(cable.price + stand.price - 100))
  // Analysed from the top: scrolled, the sticky header lies over the first line's buttons.
  await page.evaluate(() => scrollTo(0, 0))
  await expectAccessible(page)

  // Taking the line out drops the coupon with the store's message.
  await page.getByRole('button', { name: `Remove ${stand.name} from cart` }).click()
  await expect(page.getByRole('alert')).toHaveText(`Add items worth ${rupees(999 - cable.price)} more to use FLAT100`)
  await expect(page.getByTestId('cart-discount')).toHaveCount(0)
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(cable.price))

  // At checkout, WELCOME10 typed. The store's check is played 10 rupees short of what the order will
  // get, so the total shown differs from the store's: payment says so and asks for the store's.
  const discount = Math.round(cable.price * 10) / 100
  await page.route('**/api/v1/coupons/apply', async (route) => {
    const answer = (await (await route.fetch()).json()) as { discount: number; total: number }
    await route.fulfill({ json: { ...answer, discount: answer.discount - 10, total: answer.total + 10 } })
  })
  await page.goto('/checkout')
  await page.getByLabel('Coupon code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText(`WELCOME10 applied. You save ${rupees(discount - 10)}`)).toBeVisible()
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${rupees(discount - 10)}`)
  await page.evaluate(() => scrollTo(0, 0))
  await expectAccessible(page)
  await fillShipping(page)
  const placed = page.waitForRequest((r) => r.url().endsWith('/api/v1/orders') && r.method() === 'POST')
  await page.getByRole('button', { name: 'Place Order' }).click()
  expect((await placed).postDataJSON()).toMatchObject({ couponCode: 'WELCOME10' })
  await expect(page).toHaveURL(/\/payment\?orderId=/)
  const total = rupees(cable.price - discount, 2)
  await expect(page.getByText(`The store's total for this order is ${total}`)).toBeVisible()
  await expect(page.getByLabel('Order', { exact: true })).toContainText(total)

  // The UPI QR's amount is the store's total: the app checks it against the order and shows the code.
  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Email').fill('asha@example.in')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('Payment method').selectOption('upi_qr')
  await page.getByLabel('I agree to the terms of payment').check()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible()

  // The order shows its discount.
  await page.goto('/orders')
  await expect(page.getByTestId('order-discount').first()).toHaveText(`−${rupees(discount, 2)}`)
  await expect(page.getByTestId('order-total').first()).toHaveText(total)
})

test('a store without coupons: no coupon control, no /coupons call, no couponCode sent', async ({ page }) => {
  await plainStore()
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/coupons')) asked.push(r.url())
  })
  await signInViaApi(page)
  await seedCart(page, [await product('p-hdmi-cable-2m')])
  for (const [path, total] of [
    ['/cart', 'cart-total'],
    ['/checkout', 'checkout-total'],
  ]) {
    await page.goto(path!)
    await expect(page.getByTestId(total!)).toBeVisible()
    // The footer's support line comes with the store's info: its capabilities are known by then.
    await expect(page.getByRole('contentinfo').getByText(/^Support:/)).toBeVisible()
    await expect(page.getByLabel('Coupon code')).toHaveCount(0)
    await expect(page.getByText('Offers for you')).toHaveCount(0)
  }
  await fillShipping(page)
  const placed = page.waitForRequest((r) => r.url().endsWith('/api/v1/orders') && r.method() === 'POST')
  await page.getByRole('button', { name: 'Place Order' }).click()
  expect(Object.keys((await placed).postDataJSON() as object).sort()).toEqual(['products', 'shippingAddress'])
  await expect(page).toHaveURL(/\/payment\?orderId=/)
  expect(asked).toEqual([])
})

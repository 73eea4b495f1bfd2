import type { Page } from '@playwright/test'
import {
  API,
  test,
  expect,
  expectAccessible,
  expectToastClear,
  scrollTargetTo,
  setFault,
  clearFaults,
  signInViaApi,
  SERVICE_WORKER,
} from './fixtures'

/** Creates a Pending order for the signed-in shopper through the API; returns its id and total (₹). */
async function createOrder(token: string): Promise<{ id: string; total: number }> {
  const list = (await (await fetch(`${API}/products?limit=2`)).json()) as { data: { id: string }[] }
  const [first, second] = list.data
  const res = await fetch(`${API}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      products: { [first!.id]: 2, [second!.id]: 1 },
      shippingAddress: {
        fullName: 'Asha Rao',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        phone: '+919876543210',
      },
    }),
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; total: number }
}

async function orderStatus(token: string, id: string): Promise<number> {
  const res = await fetch(`${API}/orders/${encodeURIComponent(id)}`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await res.json()) as { status: number }).status
}

/** Signs in, creates an order and opens /payment?orderId=… with the form loaded. */
async function openPayment(page: Page) {
  const token = await signInViaApi(page)
  const order = await createOrder(token)
  await page.goto(`/payment?orderId=${encodeURIComponent(order.id)}`)
  await expect(page.getByLabel('Full name')).toBeVisible()
  return { token, order }
}

/** Fills the reference API's payment form with valid values and the given method. */
async function fillForm(page: Page, method: 'upi_qr' | 'upi_app' | 'netbanking') {
  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Email').fill('asha@example.in')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('Payment method').selectOption(method)
  await page.getByLabel('I agree to the terms of payment').check()
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay Now' })

test('a missing order id says so and links back to checkout', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/payment')
  await expect(page.getByText('Order ID is missing. Please return to checkout.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to checkout' })).toHaveAttribute('href', '/checkout')
  await expectAccessible(page)
})

test('the form shows the order, keeps Pay disabled until required fields are filled, and applies the +91 rule', async ({
  page,
}) => {
  const { order } = await openPayment(page)
  await expect(page.getByText(order.id)).toBeVisible()
  await expect(
    page.getByText(`₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`),
  ).toBeVisible()
  await expect(payButton(page)).toBeDisabled()

  // Pasting a formatted number gives +91 and ten digits.
  const phone = page.getByLabel('Mobile number')
  // The prefix is on show from the start; a paste (one insertText) over the whole value is normalised.
  await expect(phone).toHaveValue('+91')
  await phone.selectText()
  await page.keyboard.insertText('+91 98765-43210')
  await expect(phone).toHaveValue('+919876543210')
  await phone.selectText()
  await page.keyboard.insertText('9876543210')
  await expect(phone).toHaveValue('+919876543210')
  await phone.fill('09876543210')
  await expect(phone).toHaveValue('+919876543210')
  await phone.fill('98765432109999')
  await expect(phone).toHaveValue('+919876543210')

  // GSTIN appears only once a company name is given.
  await expect(page.getByLabel('GSTIN')).toHaveCount(0)
  await page.getByLabel('Company name (for a GST invoice)').fill('Acme Traders')
  await expect(page.getByLabel('GSTIN')).toBeVisible()

  await fillForm(page, 'netbanking')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('GSTIN').fill('29abc')
  await phone.fill('1234567890')
  await expect(payButton(page)).toBeEnabled()
  await payButton(page).click()
  await expect(page.getByText('Validation Error')).toBeVisible()
  await expect(page.getByText('Please correct the errors in the form')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('GSTIN has 15 characters')).toBeVisible()
  await expect(page.getByText('Invalid phone number format')).toBeVisible()
  await expect(page).toHaveURL(/\/payment\?/)
  // The first invalid field has focus and is scrolled into view below the sticky header, not under it.
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const field = document.activeElement!.getBoundingClientRect()
        return field.top - document.querySelector('header')!.getBoundingClientRect().bottom
      }),
    )
    .toBeGreaterThanOrEqual(0)
  await expectAccessible(page)
})

// A shopper's journey as on their phone: the service worker installs during it and then controls the pages.
test(
  'net banking posts type, url and the data keys to the bank page; Approve lands on /order-success',
  { tag: SERVICE_WORKER },
  async ({ page }) => {
    const { token, order } = await openPayment(page)
    await fillForm(page, 'netbanking')
    await payButton(page).click()
    await expect(page.getByRole('heading', { name: 'Simulated bank' })).toBeVisible()
    const received = page.locator('dl')
    for (const key of ['type', 'url', 'orderId', 'amount', 'reference']) {
      await expect(received.locator('dt', { hasText: new RegExp(`^${key}$`) })).toHaveCount(1)
    }
    await expect(received).toContainText('netbanking')
    await expect(received).toContainText('/api/v1/bank/checkout')
    await expect(received).toContainText(order.id)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${order.id}`))
    expect(await orderStatus(token, order.id)).toBe(1)
  },
)

test('UPI QR shows a QR code with the amount and order id, and moves on once the UPI app approves', async ({
  page,
  context,
}) => {
  const { token, order } = await openPayment(page)
  await fillForm(page, 'upi_qr')
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible()
  await expect(page.locator('svg[role="img"]')).toBeVisible()
  await expect(page.getByText(order.id)).toBeVisible()
  await expect(page.getByText('Amount to pay')).toBeVisible()
  // The payee named by the UPI link (pn), beside the amount.
  const summary = page.locator('dl[aria-label="Order"]')
  await expect(summary.locator('div', { hasText: 'Pay to' })).toContainText('Digital Bazaar')
  await expect(summary).toContainText(
    `₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  )
  await expectAccessible(page)

  const upiApp = await context.newPage()
  await upiApp.goto(`${API}/bank/upi/${encodeURIComponent(order.id)}`)
  await upiApp.getByRole('button', { name: 'Approve' }).click()
  await upiApp.close()
  await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${order.id}`), { timeout: 15_000 })
  expect(await orderStatus(token, order.id)).toBe(1)
})

test('a QR library that could not load says so with Try Again, which draws the code', async ({ page }) => {
  // The QR library's chunk is lost twice (its load and the app's immediate second try): the network
  // dropped before the service worker had saved it. It is the one chunk that draws an SVG QR.
  let lost = 0
  await page.route(/\/assets\/[^/]+\.js(\?retry=\d+)?$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (lost < 2 && body.includes('QRCodeSVG') && !/\/payment-[^/]*\.js/.test(route.request().url())) {
      lost += 1
      return route.abort('internetdisconnected')
    }
    return route.fulfill({ response, body })
  })
  await openPayment(page)
  await fillForm(page, 'upi_qr')
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible()
  const failed = page.getByRole('alert').filter({ hasText: 'The QR code could not be drawn.' })
  await expect(failed).toBeVisible()
  expect(lost).toBe(2)
  await failed.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible()
  await expect(failed).toHaveCount(0)
  // A chunk the page fetches while it idles may still be in the handler when the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('on a phone the QR screen offers "Pay with UPI app"', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    await openPayment(page)
    await fillForm(page, 'upi_qr')
    await payButton(page).click()
    await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?/)
  } finally {
    await context.close()
  }
})

test('UPI app opens the upi: deep link and the page waits for the payment', async ({ page, context }) => {
  const { order } = await openPayment(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Page.enable')
  const requested: string[] = []
  cdp.on('Page.frameRequestedNavigation', (e) => requested.push(e.url))

  await fillForm(page, 'upi_app')
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Complete the payment in your UPI app' })).toBeVisible()
  await expect.poll(() => requested.find((u) => u.startsWith('upi://pay?'))).toContain(`tr=${order.id}`)
  await expect(page.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?.*tr=${order.id}`),
  )

  const upiApp = await context.newPage()
  await upiApp.goto(`${API}/bank/upi/${encodeURIComponent(order.id)}`)
  await upiApp.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/\/order-success\?orderId=/, { timeout: 15_000 })
})

const UNSAFE_ANSWERS = [
  [
    'a javascript: redirect_post target',
    {
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: 'javascript:window.__xss=1',
        formParams: { type: 'x', url: 'x', data: {} },
      },
    },
  ],
  [
    'a data: redirect_post target',
    {
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: 'data:text/html,<script>window.__xss=1</script>',
        formParams: { type: 'x', url: 'x', data: {} },
      },
    },
  ],
  [
    'a javascript: deep link',
    { success: true, action: { type: 'deeplink', redirectUrl: 'javascript:window.__xss=1' } },
  ],
  ['a vbscript: redirect', { success: true, redirectUrl: 'vbscript:msgbox(1)' }],
  ['a malformed redirect', { success: true, redirectUrl: 'http://exa mple.com/\u0000' }],
] as const

for (const [what, answer] of UNSAFE_ANSWERS) {
  test(`refuses ${what}: nothing navigates or submits`, async ({ page }) => {
    await openPayment(page)
    const before = page.url()
    await page.route('**/api/v1/payments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ json: answer }) : route.fallback(),
    )
    await fillForm(page, 'netbanking')
    await payButton(page).click()
    await expect(page.getByText('This payment link is not safe to open.')).toBeVisible()
    expect(page.url()).toBe(before)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(await page.locator('form[method="post"]').count()).toBe(0)
    // The shopper can try again with everything still filled in.
    await expect(payButton(page)).toBeEnabled()
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
  })
}

test('a double click on Pay sends one request', async ({ page }) => {
  await openPayment(page)
  let posts = 0
  await page.route('**/api/v1/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    posts++
    await new Promise((r) => setTimeout(r, 500))
    await route.fulfill({ json: { success: false, error: 'Declined by the test' } })
  })
  await fillForm(page, 'upi_qr')
  await payButton(page).dblclick()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(page.getByText('Declined by the test')).toBeVisible()
  expect(posts).toBe(1)
})

test('payment failures show the spec messages, in a toast clear of Pay Now, and keep the typed values', async ({
  page,
  context,
}) => {
  await openPayment(page)
  await fillForm(page, 'upi_qr')

  await page.route('**/api/v1/payments', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ json: { success: false } }) : route.fallback(),
  )
  // At 390 px, Pay Now at the bottom of the screen: the error toast keeps clear of it and of the header.
  await scrollTargetTo(payButton(page), 'bottom')
  await payButton(page).click()
  await expect(page.getByText('Unknown error occurred during payment process')).toBeVisible()
  await expectToastClear(page, 'Unknown error occurred during payment process', payButton(page))
  await page.unroute('**/api/v1/payments')

  await setFault('/payments', '500')
  await payButton(page).click()
  await expect(page.getByText('Failed to process payment. Please try again later.')).toBeVisible()
  await clearFaults()

  await context.setOffline(true)
  await payButton(page).click()
  await expect(page.getByText('Paying needs an internet connection', { exact: false })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
  await expect(page.getByLabel('Mobile number')).toHaveValue('+919876543210')
})

test('a failed field load offers Try Again and recovers', async ({ page }) => {
  const token = await signInViaApi(page)
  const order = await createOrder(token)
  await setFault('/payments/fields', 'wrong-shape')
  await page.goto(`/payment?orderId=${order.id}`)
  await expect(page.getByText('Failed to load payment form. Please try again later.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to checkout' })).toBeVisible()
  await expectAccessible(page)
  await clearFaults()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByLabel('Full name')).toBeVisible()
})

test('hostile field texts render as text', async ({ page }) => {
  await fetch(`${API}/__reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant: 'hostile' }),
  })
  const token = await signInViaApi(page)
  const order = await createOrder(token)
  await page.goto(`/payment?orderId=${order.id}`)
  await expect(page.getByText('<img src=x onerror="window.__xss=1">', { exact: false }).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await expectAccessible(page)
})

test("'Pay Now' on /orders leads to /payment for that order", async ({ page }) => {
  const token = await signInViaApi(page)
  const order = await createOrder(token)
  await page.goto('/orders')
  await page.getByRole('link', { name: `Pay Now for order ${order.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${order.id}`))
  await expect(page.getByLabel('Full name')).toBeVisible()
})

test('an order that is not the shopper’s shows "Order not found", not a payment form', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/payment?orderId=no-such-order-123')
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View your orders' })).toBeVisible()
})

/**
 * Answers each POST /payments with the next of `answers`; returns how many were answered. Routed on
 * the context, so requests still arrive once the service worker controls the page.
 */
async function answerPayments(page: Page, answers: unknown[]): Promise<() => number> {
  let answered = 0
  await page.context().route('**/api/v1/payments', (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    return route.fulfill({ json: answers[answered++] })
  })
  return () => answered
}

test('a UPI link for another amount or currency warns and opens nothing; a matching UPI app link opens', async ({
  page,
  context,
}) => {
  const { order } = await openPayment(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Page.enable')
  const requested: string[] = []
  cdp.on('Page.frameRequestedNavigation', (e) => requested.push(e.url))
  const am = order.total.toFixed(2)
  const rupees = `₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const upi = 'pay?pa=digitalbazaar@okaxis&pn=Digital%20Bazaar'
  const deeplink = (url: string) => ({ success: true, action: { type: 'deeplink', redirectUrl: url } })
  const qr = (text: string) => ({ success: true, action: { type: 'qr', qr: text } })
  const answered = await answerPayments(page, [
    deeplink(`upi://${upi}&am=1.00&cu=INR`),
    deeplink(`intent://${upi}&am=${am}&cu=USD#Intent;scheme=upi;end`),
    qr(`upi://${upi}&am=1.00&cu=INR`),
    deeplink(`phonepe://${upi}&am=${am}&cu=INR`),
  ])
  await fillForm(page, 'upi_app')

  for (const [n, what] of [
    [1, 'a deep link for ₹1.00'],
    [2, 'an intent in USD'],
    [3, 'a QR code for ₹1.00'],
  ] as const) {
    await test.step(what, async () => {
      await payButton(page).click()
      await expect.poll(answered).toBe(n)
      await expect(
        page
          .getByText(
            `This payment request does not match your order total of ${rupees} in Indian rupees, so it was not opened.`,
            { exact: false },
          )
          .last(),
      ).toBeVisible()
      await expect(payButton(page)).toBeEnabled()
      await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
      await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Complete the payment in your UPI app' })).toHaveCount(0)
      expect(requested).toEqual([])
    })
  }

  // Last: once Chromium has been asked to open an app it has no handler for, it may stop
  // delivering clicks to the page for a while (seen with Chromium 156 headless).
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Complete the payment in your UPI app' })).toBeFocused()
  await expect.poll(() => requested).toEqual([`phonepe://${upi}&am=${am}&cu=INR`])
})

test('while the app is served over http:, an http: payment gateway opens', async ({ page }) => {
  // The test app runs on http://localhost; on https the same link is refused (unit-tested).
  const { order } = await openPayment(page)
  const gateway = `${API}/bank/upi/${encodeURIComponent(order.id)}`
  // The reference API opens the UPI request; its answer then points at its own http: test page.
  await page.context().route('**/api/v1/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await route.fetch()
    await route.fulfill({ json: { success: true, action: { type: 'deeplink', redirectUrl: gateway } } })
  })
  await fillForm(page, 'upi_app')
  await payButton(page).click()
  await expect(page).toHaveURL(gateway)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${order.id}`))
})

/** Adds eight optional notes to the payment form, so Pay Now sits far below the first screen. */
async function lengthenForm(page: Page) {
  await page.context().route('**/api/v1/payments/fields', async (route) => {
    const fields = (await (await route.fetch()).json()) as object[]
    const notes = Array.from({ length: 8 }, (_, i) => ({
      name: `note${i}`,
      label: `Delivery note ${i + 1}`,
      type: 'textarea',
      description: 'Optional',
    }))
    await route.fulfill({ json: [...fields, ...notes] })
  })
}

test('after Pay Now at the bottom of a long form, the whole QR code is in view below the header and its heading has focus', async ({
  page,
}) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await test.step(`${size.width}×${size.height}`, async () => {
      await page.setViewportSize(size)
      await lengthenForm(page)
      await openPayment(page)
      await fillForm(page, 'upi_qr')
      await payButton(page).scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300) // the form is long
      await payButton(page).click()

      const heading = page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })
      await expect(heading).toBeFocused()
      const code = page.getByRole('img', { name: 'UPI payment QR code' })
      await expect(code).toBeVisible()
      const box = (await code.boundingBox())!
      const header = (await page.locator('header').first().boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(box.y + box.height).toBeLessThanOrEqual(size.height)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      // What the shopper sees at the code's centre is the code itself, not an overlay.
      expect(
        await code.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + 4))
        }),
      ).toBe(true)
      await page.context().unroute('**/api/v1/payments/fields')
    })
  }
})

test('"Order not found" replacing the form gets the scroll and focus too', async ({ page }) => {
  await signInViaApi(page)
  // The order answer comes late, after the form is on show.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/v1/orders/no-such-order-9', async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/payment?orderId=no-such-order-9')
  await expect(page.getByLabel('Full name')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeFocused()
})

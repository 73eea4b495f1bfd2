import type { Page } from '@playwright/test'
import {
  API,
  clearFaults,
  DEMO,
  expect,
  expectAccessible,
  expectToastClear,
  fillShipping,
  scrollTargetTo,
  setFault,
  signInViaApi,
  test,
  SERVICE_WORKER,
  openEmailSignIn,
  plainStore,
} from './fixtures'

// Accounts, checkout, orders, order tracking and contact against the reference API.

async function firstProduct(): Promise<{ id: string; name: string; price: number }> {
  const res = await fetch(`${API}/products?limit=1`)
  const body = (await res.json()) as {
    data: { id: string; title: string; regularPrice: number; discountedPrice?: number | null }[]
  }
  const p = body.data[0]!
  return { id: p.id, name: p.title, price: p.discountedPrice ?? p.regularPrice }
}

/** Puts one line in the cart (localStorage `cart`) before the app starts. */
async function seedCart(page: Page) {
  const p = await firstProduct()
  await page.addInitScript((line) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', JSON.stringify([{ ...line, image: '', quantity: 2 }]))
      sessionStorage.setItem('e2e-cart-seeded', '1')
    }
  }, p)
  return p
}

async function apiToken(who = DEMO): Promise<string> {
  const res = await fetch(`${API}/users/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  })
  return ((await res.json()) as { token: string }).token
}

async function ordersOf(token: string): Promise<{ id: string; status: number }[]> {
  const res = await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })
  return (await res.json()) as { id: string; status: number }[]
}

async function signInWithForm(page: Page, email: string, password: string) {
  await openEmailSignIn(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

// A shopper's journey as on their phone: the service worker installs during it and then controls the pages.
test(
  'register → sign in → checkout → /payment?orderId=… and the order is Pending on /orders (one order per double click)',
  { tag: SERVICE_WORKER },
  async ({ page }) => {
    const email = `asha.${Date.now()}@example.in`
    await page.goto('/register')
    await page.getByLabel('First name').fill('Asha')
    await page.getByLabel('Last name').fill('Rao')
    await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `)
    await page.getByLabel('Password', { exact: true }).fill('secret12')
    await page.getByLabel('Confirm password').fill('secret12')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Account created successfully. You can now log in.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await seedCart(page)
    await page.goto('/login')
    await openEmailSignIn(page)
    await signInWithForm(page, email, 'secret12')
    await expect(page.getByText('Logged in successfully.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()

    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
    await expect(page.getByTestId('checkout-total')).toContainText('₹')
    await fillShipping(page)
    await expect(page.getByLabel('Mobile number')).toHaveValue('+919876543210')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Place Order' }).dblclick()
    await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
    const orderId = new URL(page.url()).searchParams.get('orderId')!

    const orders = await ordersOf(await apiToken({ email, password: 'secret12' }))
    expect(orders.map((o) => o.id)).toEqual([orderId])
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')

    await page.goto('/orders')
    const card = page.getByRole('article', { name: `Order ${orderId}` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Pending', { exact: true })).toBeVisible()
    await expect(card.getByText('Standard Shipping')).toBeVisible()
    await expect(card.getByText('Not available')).toBeVisible()
    await expect(card.getByRole('link', { name: `Pay Now for order ${orderId}` })).toBeVisible()
    await expectAccessible(page)
    await card.getByRole('link', { name: /Pay Now/ }).click()
    await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}`))
  },
)

test("a guest's checkout returns to /checkout after sign-in", async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/)
  await openEmailSignIn(page)
  await expectAccessible(page)
  await signInWithForm(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
})

test('a wrong password shows the server error and keeps the form; signed-in shoppers skip /login', async ({ page }) => {
  await page.goto('/login')
  await openEmailSignIn(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await signInWithForm(page, DEMO.email, 'wrong-password')
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password')
  await expect(page).toHaveURL(/\/login$/)
  await signInWithForm(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/$/)
})

for (const target of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
  test(`the return target ${target} after sign-in stays on the origin`, async ({ page, baseURL }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`)
    await openEmailSignIn(page)
    await signInWithForm(page, DEMO.email, DEMO.password)
    await expect(page.getByText('Logged in successfully.')).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/`)
  })
}

test('a guest tracks an order by id and e-mail', async ({ page }) => {
  const [order] = await ordersOf(await apiToken())
  await page.goto(`/track-order?id=${encodeURIComponent(order!.id)}`)
  await expect(page.getByLabel('Order number')).toHaveValue(order!.id)
  await page.getByRole('button', { name: 'Track Order' }).click()
  await expect(page.getByText('Please enter both order number and email/phone')).toBeVisible()
  await page.getByLabel('Email or phone').fill('someone.else@example.com')
  await page.getByRole('button', { name: 'Track Order' }).click()
  await expect(page.getByText('Failed to find order. Please check your information and try again.')).toBeVisible()
  await page.getByLabel('Email or phone').fill(DEMO.email)
  await page.getByRole('button', { name: 'Track Order' }).click()
  await expect(page.getByText('Your order status has been loaded')).toBeVisible()
  const result = page.getByRole('article', { name: `Order ${order!.id}` })
  await expect(result).toBeVisible()
  await expect(result.getByRole('table')).toBeVisible()
  await expect(result.getByText('Standard Shipping')).toBeVisible()
  await expectAccessible(page)
})

test('the signed-in e-mail is prefilled on /track-order', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/track-order')
  await expect(page.getByLabel('Email or phone')).toHaveValue(DEMO.email)
})

test('a 401 sends the shopper to /login and clears their data', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/orders')
  await expect(page.getByTestId('order-card').first()).toBeVisible()
  await setFault('*', '401')
  await page.getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  // The orders seen before are gone from memory: the guard sends a guest to sign in again.
  await page.goBack()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByTestId('order-card')).toHaveCount(0)
})

test('an invalid stored token is treated like a 401', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('auth_token', 'not-a-real-token')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/orders')
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('/account shows the profile; Sign Out says "Logged out", goes home and wipes the session', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  await expect(page.getByText('Member Since')).toBeVisible()
  await expect(page.locator('#orders-card-title').getByRole('link', { name: 'My Orders' })).toHaveAttribute(
    'href',
    '/orders',
  )
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  await page.goto('/orders')
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/)
})

test('a malformed /accountInfo gives the account toast and a usable page', async ({ page }) => {
  await signInViaApi(page)
  await setFault('/accountInfo', 'wrong-shape')
  await page.goto('/account')
  await expect(page.getByText(/^Failed to load account information: /)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeEnabled()
  await expect(page.getByText('Not available').first()).toBeVisible()
})

test('an orders load failure shows the toast and the empty list', async ({ page }) => {
  await signInViaApi(page)
  await setFault('/orders', '500')
  await page.goto('/orders')
  await expect(page.getByText('Failed to load your orders. Please try again.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible()
})

test('a declined payment return shows a message on /orders', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/orders?payment=declined')
  await expect(page.getByRole('alert')).toContainText('declined')
})

test('checkout while another tab empties the cart says "Cart is empty" and creates no order', async ({
  page,
  context,
}) => {
  const token = await signInViaApi(page)
  await seedCart(page)
  await page.goto('/checkout')
  await fillShipping(page)
  const other = await context.newPage()
  await other.goto('/')
  await other.evaluate(() => localStorage.setItem('cart', '[]'))
  await other.close()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Please add items to your cart before checkout.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  expect((await ordersOf(token)).length).toBe(5)
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
})

test('at 390 px the toast of a failed Place Order covers neither the button nor the header, wherever the button is', async ({
  page,
}) => {
  await signInViaApi(page)
  await seedCart(page)
  await page.goto('/checkout')
  await fillShipping(page)
  await setFault('/orders', '500', { method: 'POST' })
  const place = page.getByRole('button', { name: 'Place Order' })
  await scrollTargetTo(place, 'bottom')
  await place.click()
  await expectToastClear(page, 'Error placing order', place)
  // Scrolled while the toast shows: it moves out of the button's way.
  await scrollTargetTo(place, 'top')
  await expectToastClear(page, 'Error placing order', place)
  // Place Order again at once, the toast still showing: the tap reaches the button.
  await clearFaults()
  await scrollTargetTo(place, 'bottom')
  await place.click()
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
})

test('the connection drops at Place Order with the browser online: saved like offline, placed once when the store answers', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  const before = (await ordersOf(token)).length
  await seedCart(page)
  await page.goto('/checkout')
  await fillShipping(page)
  // The store's connection is cut before it reads the order: no answer at all, yet navigator.onLine is true.
  await setFault('/orders', 'drop', { method: 'POST' })
  await page.getByRole('button', { name: 'Place Order' }).click()
  const saved = page.getByRole('status').filter({
    hasText: "You're offline. Your order is saved and will be placed when you're back online.",
  })
  await expect(saved).toBeVisible({ timeout: 20_000 })
  // The notice appears above the button just pressed: it is scrolled into view and focused.
  await expect(saved).toBeFocused()
  await expect(page.getByText('Error placing order')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(0)
  expect(await ordersOf(token)).toHaveLength(before)
  // The store answers again: the waiting order is looked up (it may have arrived), then sent once.
  await clearFaults()
  await expect(page.getByText('Your order has been placed')).toBeVisible({ timeout: 30_000 })
  expect(await ordersOf(token)).toHaveLength(before + 1)
})

test('contact: simulated send after 1.5 s, form cleared, no request; store details shown', async ({ page }) => {
  const requests: string[] = []
  await page.goto('/contact')
  page.on('request', (r) => {
    if (r.method() !== 'GET') requests.push(r.url())
  })
  await expect(page.getByText('Monday to Saturday, 10AM - 6PM')).toBeVisible()
  await page.getByLabel('Your Name').fill('Asha')
  await page.getByLabel('Email Address').fill('asha@example.in')
  await page.getByLabel('Subject').fill('Order question')
  await page.getByLabel('Your Message').fill('Where is my order?')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent')).toBeVisible()
  await expect(page.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible()
  await expect(page.getByLabel('Your Name')).toHaveValue('')
  expect(requests).toEqual([])
})

test('order-success, forgot-password and api-test pages', async ({ page }) => {
  await page.goto('/order-success')
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders')
  await expectAccessible(page)

  await page.goto('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  await expectAccessible(page)

  await page.goto('/api-test')
  await page.getByRole('button', { name: 'Test Connection' }).click()
  await expect(page.getByText(/Connected in \d+ ms/)).toBeVisible()
  await expectAccessible(page)
  await setFault('/storeInfo', '500')
  await page.getByRole('button', { name: 'Test Connection' }).click()
  await expect(page.getByText('Connection failed. Check console for details.')).toBeVisible({ timeout: 20_000 })
})

test('saved addresses: add (a store field error shown), edit, set default, delete in /account; checkout in one tap', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  await seedCart(page)
  await page.goto('/account')
  const book = page.getByRole('region', { name: 'Saved addresses' })
  const items = book.getByRole('listitem')
  await expect(items).toHaveCount(2)
  const isDefault = page.getByText('Default', { exact: true })
  await expect(items.first().and(items.filter({ has: isDefault }))).toHaveCount(1)

  await book.getByRole('button', { name: 'Add a new address' }).click()
  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('PIN code').fill('400001')
  await expect(page.getByLabel('Town/City')).toHaveValue('Mumbai')
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra')
  await page.getByLabel('Flat, House no., Building').fill('Flat 4, Sea View')
  await page.getByLabel('Area, Street, Sector, Village').fill('Colaba Causeway')
  await page.getByLabel('Landmark (optional)').fill('Gateway of India')
  await page.getByRole('radio', { name: 'Work' }).check()
  // The store refuses a field once: its message shows under that field.
  await page.route('**/api/v1/users/addresses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: 'Invalid', errors: { line1: 'Flat number not found' } } })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByLabel('Flat, House no., Building')).toHaveAccessibleDescription('Flat number not found')
  await page.unroute('**/api/v1/users/addresses')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(items).toHaveCount(3)

  await book.getByRole('button', { name: 'Edit the address of Asha Rao' }).click()
  await page.getByLabel('Flat, House no., Building').fill('Flat 5, Sea View')
  await page.getByRole('button', { name: 'Save address' }).click()
  const asha = items.filter({ hasText: 'Asha Rao' })
  await expect(asha).toContainText('Flat 5, Sea View, Colaba Causeway, Near Gateway of India, Mumbai, Maharashtra')
  await asha.getByRole('button', { name: 'Set as default' }).click()
  await expect(asha.filter({ has: isDefault })).toHaveCount(1)
  await expect(items.filter({ has: isDefault })).toHaveCount(1)

  await items
    .filter({ hasText: 'Embassy Tech Village' })
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(book.getByText('Delete this address?')).toBeVisible()
  await book.getByRole('group', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(items).toHaveCount(2)
  await expectAccessible(page)

  // Checkout: the default is chosen; one tap places the order with the joined address.
  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()
  await page.getByRole('button', { name: 'Deliver here' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
  const orderId = new URL(page.url()).searchParams.get('orderId')!
  const res = await fetch(`${API}/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } })
  const order = (await res.json()) as { shippingAddress: Record<string, string> }
  expect(order.shippingAddress).toEqual({
    fullName: 'Asha Rao',
    address: 'Flat 5, Sea View, Colaba Causeway, Near Gateway of India',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400001',
    phone: '+919876543210',
  })
})

test('a store without addresses: no /users/addresses call; town and state from the PIN offline; the last address offered; axe in English and Hindi', async ({
  page,
  context,
}) => {
  await plainStore()
  const calls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/users/addresses')) calls.push(r.url())
  })
  await signInViaApi(page)
  await seedCart(page)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('All shipping information fields are required.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter the full name')
  await expect(page.getByLabel('State')).toHaveAccessibleDescription('Choose a state')

  await context.setOffline(true)
  await page.getByLabel('PIN code').fill('560001')
  await expect(page.getByLabel('Town/City')).toHaveValue('Bangalore')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
  await page.getByLabel('State').selectOption('Kerala')
  await expect(page.getByText('PIN code 560001 is in Karnataka')).toBeVisible()
  await context.setOffline(false)
  await page.getByLabel('State').selectOption('Karnataka')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=/)

  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Deliver to your last address' }).click()
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
  await expect(page.getByLabel('Town/City')).toHaveValue('Bengaluru')
  await expectAccessible(page)
  // The form in Hindi is accessible too.
  await page.evaluate(() => localStorage.setItem('lang', 'hi'))
  await page.reload()
  await expect(page.getByLabel('कस्बा/शहर')).toBeVisible()
  await expectAccessible(page)
  expect(calls).toEqual([])
})

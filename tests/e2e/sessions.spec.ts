import type { BrowserContext, Page } from '@playwright/test'
import {
  API,
  clearFaults,
  DEMO,
  test,
  expect,
  expectAccessible,
  setFault,
  signInViaApi,
  openEmailSignIn,
} from './fixtures'
import { recordFigures } from './reliability'

/*
 * Sessions end everywhere: a sign-out or a 401 in one tab wipes every open tab of the browser at
 * once (memory, the checkout draft), the store forgets the token, and the next shopper signing in
 * in one of those tabs sees only their own data. Also: a failed server logout still wipes the
 * device, and a form refused for too many attempts shows the store's reason.
 */

/** The demo shopper's order ids, name and e-mail: none may show once the session has ended. */
async function demoSecrets(token: string): Promise<string[]> {
  const res = await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })
  const orders = (await res.json()) as { id: string }[]
  expect(orders.length).toBeGreaterThan(0)
  return [DEMO.email, 'Priya', ...orders.map((o) => o.id)]
}

/** Two tabs of one browser, signed in as the demo shopper: the first on /account, the second on /orders with a checkout draft. */
async function twoSignedInTabs(page: Page, context: BrowserContext) {
  const token = await signInViaApi(page)
  const secrets = await demoSecrets(token)
  await page.goto('/account')
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  const other = await context.newPage()
  await other.goto('/orders')
  await expect(other.getByTestId('order-card').first()).toBeVisible()
  // What the shopper typed at checkout in that tab (kept for this tab only).
  await other.evaluate(() =>
    sessionStorage.setItem('checkout-draft', JSON.stringify({ fullName: 'Priya Sharma', city: 'Bengaluru' })),
  )
  // Once `__watching` is set, record any of the demo shopper's data that shows in the second tab.
  await other.evaluate((list) => {
    const w = window as unknown as { __seen: string[]; __watching?: boolean }
    w.__seen = []
    new MutationObserver(() => {
      if (!w.__watching) return
      const text = document.body.innerText
      for (const s of list) if (text.includes(s) && !w.__seen.includes(s)) w.__seen.push(s)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, secrets)
  return { token, secrets, other }
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)

/**
 * The other tab went to sign-in by itself and holds nothing of the demo shopper; from then on,
 * none of it may show there again.
 */
async function expectWiped(other: Page, secrets: string[]) {
  await expect(other).toHaveURL(/\/login\?redirect=%2Forders$/)
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect.poll(() => other.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull()
  const text = await other.locator('body').innerText()
  for (const s of secrets) expect(text).not.toContain(s)
  await other.evaluate(() => ((window as unknown as { __watching: boolean }).__watching = true))
}

test('signing out in one tab ends the session in every tab and on the server; the next shopper there sees only their own data', async ({
  page,
  context,
}) => {
  const { token, secrets, other } = await twoSignedInTabs(page, context)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible()
  await expectWiped(other, secrets)
  // The store forgot the session: a copy of the token is worthless.
  expect((await fetch(`${API}/accountInfo`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401)

  // Another shopper signs in in the second tab and lands back on /orders: theirs, and nothing else.
  const next = { email: `ravi.${Date.now()}@example.in`, password: 'secret12' }
  const registered = await fetch(`${API}/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...next, firstName: 'Ravi', lastName: 'Kumar' }),
  })
  expect(registered.ok).toBe(true)
  await openEmailSignIn(other)
  await other.getByLabel('Email', { exact: true }).fill(next.email)
  await other.getByLabel('Password', { exact: true }).fill(next.password)
  await other.getByRole('button', { name: 'Sign in' }).click()
  await expect(other).toHaveURL(/\/orders$/)
  await expect(other.getByText('No Orders Found')).toBeVisible()
  await other.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click()
  await expect(other.getByText(next.email).first()).toBeVisible()
  expect(await seen(other), "the previous shopper's data showed").toEqual([])
  await expectAccessible(other)
  recordFigures([{ suite: 'shared-device', tried: { after: 'sign-out in another tab' } }])
})

test('a 401 in one tab wipes every tab at once', async ({ page, context }) => {
  const { token, secrets, other } = await twoSignedInTabs(page, context)

  // The session ends on the server (expired, say); the first tab finds out on its next call.
  expect(
    (await fetch(`${API}/users/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).ok,
  ).toBe(true)
  await page.getByRole('link', { name: 'My Orders' }).first().click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/)
  // The second tab made no call of its own, yet holds nothing any more.
  await expectWiped(other, secrets)
  expect(await seen(other)).toEqual([])
  recordFigures([{ suite: 'shared-device', tried: { after: '401 in another tab' } }])
})

test("a sign-out the store cannot complete says 'Failed to log out properly.' and still wipes the device", async ({
  page,
}) => {
  await signInViaApi(page)
  await page.goto('/account')
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  await setFault('/users/logout', '500')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Failed to log out properly.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByText(DEMO.email)).toHaveCount(0)
})

/** Whether the store still takes `token` (GET /accountInfo answers 200). */
const tokenWorks = async (token: string) =>
  (await fetch(`${API}/accountInfo`, { headers: { Authorization: `Bearer ${token}` } })).status === 200

test('a sign-out while the store info has not loaded still reaches the store once it is reachable', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  const logouts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/users/logout')) logouts.push(r.headers().authorization ?? '')
  })
  // The store info cannot be read: the app does not know yet whether the store takes POST /users/logout.
  await setFault('/storeInfo', '500')
  await page.goto('/account')
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible()
  // Wiped at once, as ever.
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(logouts).toEqual([])
  expect(await tokenWorks(token)).toBe(true)

  // The store answers again: the queued sign-out is sent, and the token stops working.
  await clearFaults()
  await page.reload()
  await expect.poll(() => logouts).toEqual([`Bearer ${token}`])
  await expect.poll(() => tokenWorks(token)).toBe(false)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending_logouts'))).toBeNull()
})

test('a queued sign-out is never sent to a store that does not list logout', async ({ page }) => {
  const token = await signInViaApi(page)
  let logouts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/users/logout')) logouts++
  })
  await setFault('/storeInfo', '500')
  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible()
  // The store turns plain before its info answers again (a retry in between would name `logout`).
  const plain = await fetch(`${API}/__profile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plain: true }),
  })
  expect(plain.ok).toBe(true)
  await clearFaults()
  await page.reload()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending_logouts'))).toBeNull()
  expect(logouts).toBe(0)
  expect(await tokenWorks(token)).toBe(true)
})

test('order tracking refused for too many attempts shows the store’s reason', async ({ page }) => {
  await page.goto('/track-order')
  await page.getByLabel('Order number').fill('no-such-order')
  await page.getByLabel('Email or phone').fill('guess@example.com')
  const track = page.getByRole('button', { name: 'Track Order' })
  // Ten failed look-ups of one order from one browser are allowed, each with the usual message.
  for (let i = 0; i < 10; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/orders/no-such-order'))
    await track.click()
    expect((await answered).status()).toBe(404)
  }
  await expect(
    page.getByText('Failed to find order. Please check your information and try again.').first(),
  ).toBeVisible()
  await track.click()
  await expect(page.getByText('Too many tracking attempts. Please try again in 15 minutes.')).toBeVisible()
  // Everything typed is still there.
  await expect(page.getByLabel('Order number')).toHaveValue('no-such-order')
  await expect(page.getByLabel('Email or phone')).toHaveValue('guess@example.com')
})

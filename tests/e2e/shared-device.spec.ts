import type { Page } from '@playwright/test'
import { API, DEMO, test, expect, setFault, clearFaults, signInViaApi, openEmailSignIn } from './fixtures'
import { recordFigures } from './reliability'

/*
 * After sign-out or a 401, no account or order data remains in the
 * page's memory, IndexedDB or CacheStorage (checked inside the browser), and the next shopper on
 * the same device — same tab, no reload — never sees any of it, not even for a moment.
 * (offline.spec checks the service worker and persister storage around a sign-out.)
 */

/** Everything this origin keeps on the device: IndexedDB key/values (every database) and CacheStorage (URL + body). */
const deviceText = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(storeName, 'readonly').objectStore(storeName).getAll()
          req.onsuccess = () => resolve(req.result as unknown[])
        })
        out.push(JSON.stringify(all))
      }
      db.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const res = await cache.match(request)
        out.push(request.url, res && !res.type.startsWith('opaque') ? await res.text() : '')
      }
    }
    return out.join('\n')
  })

/** Records, from the next document on, whether any of `secrets` ever appears in the page's text after `__watchFrom` is set. */
async function watchForSecrets(page: Page, secrets: string[]) {
  await page.addInitScript((list) => {
    const w = window as unknown as { __seen?: string[]; __watching?: boolean }
    w.__seen = []
    new MutationObserver(() => {
      if (!w.__watching) return
      const text = document.body?.innerText ?? ''
      for (const s of list) if (text.includes(s) && !w.__seen!.includes(s)) w.__seen!.push(s)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, secrets)
}
const startWatching = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __watching: boolean }).__watching = true))
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)

/** Registers a second shopper through the API; returns their credentials. */
async function newShopper(): Promise<{ email: string; password: string }> {
  const who = { email: `next.${Date.now()}@example.in`, password: 'secret12' }
  const res = await fetch(`${API}/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...who, firstName: 'Ravi', lastName: 'Kumar' }),
  })
  expect(res.ok).toBe(true)
  return who
}

async function demoSecrets(token: string): Promise<string[]> {
  const orders = (await (await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: string
  }[]
  expect(orders.length).toBeGreaterThan(0)
  return [DEMO.email, 'Priya', ...orders.map((o) => o.id)]
}

/** Loads the demo shopper's account, orders, a payment page and a tracked order, so all of it is in memory. */
async function useEverything(page: Page, orderId: string) {
  await page.goto('/account')
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  await page.getByRole('link', { name: 'My Orders' }).first().click()
  await expect(page.getByTestId('order-card').first()).toBeVisible()
  await page.goto(`/payment?orderId=${orderId}`)
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible()
}

/** The next shopper signs in in the same tab and walks the private pages: none of the previous shopper's data shows. */
async function nextShopperSeesNothing(page: Page, orderId: string) {
  const next = await newShopper()
  await startWatching(page)
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  // The sign-in page must be there first: the home page's newsletter field is labelled 'Email address'.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await openEmailSignIn(page)
  await page.getByLabel('Email', { exact: true }).fill(next.email)
  await page.getByLabel('Password', { exact: true }).fill(next.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page.getByText(next.email).first()).toBeVisible()
  await page.getByRole('link', { name: 'My Orders' }).first().click()
  await expect(page.getByText('No Orders Found')).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track Order' }).click()
  await expect(page.getByLabel('Email or phone')).toHaveValue(next.email)
  expect(await seen(page), "the previous shopper's data showed").toEqual([])
  // The previous shopper's order opened by its id (from history, say): not this shopper's order.
  await page.goto(`/payment?orderId=${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
  await expect(page.getByText('Amount to pay')).toHaveCount(0)
}

test('after sign-out the next shopper on the device sees none of the previous one, even for a moment', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  const secrets = await demoSecrets(token)
  const orderId = secrets[2]!
  await watchForSecrets(page, secrets)
  await useEverything(page, orderId)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
  // Back to the private pages through history: the guard asks for a sign-in, nothing from memory shows.
  await startWatching(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(await seen(page)).toEqual([])
  await page.goto('/')
  for (const secret of secrets) expect(await deviceText(page)).not.toContain(secret)
  await nextShopperSeesNothing(page, orderId)
  recordFigures([{ suite: 'shared-device', tried: { after: 'sign-out' } }])
})

test('after a 401 no account or order data remains in memory, IndexedDB or CacheStorage', async ({ page }) => {
  const token = await signInViaApi(page)
  const secrets = await demoSecrets(token)
  const orderId = secrets[2]!
  await watchForSecrets(page, secrets)
  await page.goto('/products?category=audio')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await useEverything(page, orderId)
  await page.goto('/orders')
  await expect(page.getByTestId('order-card').first()).toBeVisible()

  // The token expires server-side: the next private call answers 401.
  await setFault('*', '401')
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
  await clearFaults()
  // Back through history to the orders seen before: the guard asks for a sign-in, nothing from memory shows.
  await startWatching(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  // The wipe runs right after the 401; give it a moment to finish.
  await expect
    .poll(async () => {
      const text = await deviceText(page)
      return secrets.filter((s) => text.includes(s))
    })
    .toEqual([])
  const stored = await deviceText(page)
  for (const secret of secrets) expect(stored, `${secret} is still on the device`).not.toContain(secret)
  expect(stored).not.toMatch(/\/api\/v1\/(accountInfo|orders)/)
  expect(await seen(page)).toEqual([])
  await page.goto('/')
  await nextShopperSeesNothing(page, orderId)
  recordFigures([{ suite: 'shared-device', tried: { after: '401' } }])
})

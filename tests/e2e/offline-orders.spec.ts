import type { BrowserContext, Page, Request } from '@playwright/test'
import {
  FULL_BROWSER,
  API,
  clearFaults,
  expect,
  expectAccessible,
  fillShipping,
  setFault,
  signInViaApi,
  test,
  underServiceWorker,
} from './fixtures'

// Every test here is about the service worker (tests/e2e/fixtures.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * An order placed with no network waits on the device (the outbox) and is sent exactly once when
 * the network returns: against the reference API, under the service worker.
 */

const ORDERED = 'p-usb-c-cable-240w-2m'
const SAVED = "You're offline. Your order is saved and will be placed when you're back online."

interface ApiOrder {
  id: string
  items: { productId?: string; quantity: number }[]
  shippingAddress: { fullName: string; city: string; postalCode: string }
}

async function ordersOf(token: string): Promise<ApiOrder[]> {
  const res = await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })
  return (await res.json()) as ApiOrder[]
}

/** Puts two of `id` in the cart before the app first starts (priced from the API when it exists). */
async function seedCart(page: Page, id = ORDERED): Promise<void> {
  const res = await fetch(`${API}/products/${id}`)
  const p = res.ok
    ? ((await res.json()) as { title: string; regularPrice: number; discountedPrice?: number | null })
    : { title: 'Withdrawn product', regularPrice: 100, discountedPrice: null }
  const line = { id, name: p.title, image: '', price: p.discountedPrice ?? p.regularPrice, quantity: 2 }
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', JSON.stringify([l]))
      sessionStorage.setItem('e2e-cart-seeded', '1')
    }
  }, line)
}

const cartOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as { id: string; quantity: number }[]
const isOrderPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders'

/**
 * The Idempotency-Key of every POST /orders that leaves the browser from now on, from any page of
 * `context` or its service worker (which sends on Background Sync).
 */
function orderPosts(context: BrowserContext): string[] {
  const keys: string[] = []
  context.on('request', (r) => void (isOrderPost(r) && keys.push(r.headers()['idempotency-key'] ?? '')))
  return keys
}

/** The session the app keeps for the service worker while an order waits (null when none). */
const keptSession = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('storefront-outbox-session')
    open.onupgradeneeded = () => open.result.createObjectStore('session')
    const db = await new Promise<IDBDatabase>((ok) => (open.onsuccess = () => ok(open.result)))
    const req = db.transaction('session').objectStore('session').get('current')
    const value = await new Promise<unknown>((ok) => (req.onsuccess = () => ok(req.result)))
    db.close()
    return (value ?? null) as { token: string; apiBase: string } | null
  })

/** Signs in, seeds the cart, opens /checkout under the worker, goes offline and places the order. */
async function placeOffline(page: Page, context: BrowserContext, id = ORDERED): Promise<string> {
  const token = await signInViaApi(page)
  await seedCart(page, id)
  await page.goto('/checkout')
  await underServiceWorker(page)
  await fillShipping(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  expect(await cartOf(page)).toEqual([])
  return token
}

test('offline checkout saves the order, sends nothing, lists it waiting; back online it is placed once', async ({
  page,
  context,
}) => {
  // The tab or the service worker (Background Sync) sends it, whichever takes the lock first.
  const posts = orderPosts(context)
  const token = await signInViaApi(page)
  const before = new Set((await ordersOf(token)).map((o) => o.id))
  await placeOffline(page, context)
  expect(await ordersOf(token)).toHaveLength(before.size)
  expect(posts).toEqual([])

  await page.getByRole('link', { name: 'See your waiting order' }).click()
  const waiting = page.getByRole('region', { name: 'Waiting to be sent' })
  await expect(waiting.getByText('Waiting for network')).toBeVisible()
  await expect(waiting.getByText('× 2')).toBeVisible()
  await expect(waiting.getByText(/Total: ₹/)).toBeVisible()
  await expectAccessible(page)

  await context.setOffline(false)
  await expect(page.getByText('Your order has been placed')).toBeVisible({ timeout: 20_000 })
  const added = (await ordersOf(token)).filter((o) => !before.has(o.id))
  expect(added).toHaveLength(1)
  expect(added[0]!.items).toEqual([expect.objectContaining({ productId: ORDERED, quantity: 2 })])
  expect(added[0]!.shippingAddress).toMatchObject({ fullName: 'Asha Rao', city: 'Bengaluru', postalCode: '560001' })
  expect(posts).toHaveLength(1)
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/)
  await expect(waiting).toHaveCount(0)
  expect(await cartOf(page)).toEqual([])
  const pay = page.getByRole('button', { name: 'Pay Now' })
  await pay.click()
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+/)
})

test(
  'no tab open when the network returns: the service worker sends the order once, and the app opened later lists it',
  { tag: FULL_BROWSER },
  async ({ page, context }) => {
    const posts = orderPosts(context)
    const token = await placeOffline(page, context)
    const before = new Set((await ordersOf(token)).map((o) => o.id))
    // While it waits, the worker has the session to send it with.
    expect(await keptSession(page)).toEqual({
      token,
      apiBase: expect.stringMatching(new RegExp(`:${new URL(API).port}/api/v1$`)),
    })
    await page.close()
    expect(context.pages()).toEqual([])
    await context.setOffline(false)
    // No page is open: the worker's Background Sync sends it.
    await expect.poll(async () => (await ordersOf(token)).length, { timeout: 20_000 }).toBe(before.size + 1)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/)
    const placed = (await ordersOf(token)).find((o) => !before.has(o.id))!
    expect(placed.items).toEqual([expect.objectContaining({ productId: ORDERED, quantity: 2 })])

    const again = await context.newPage()
    await again.goto('/orders')
    await expect(
      again
        .getByTestId('order-card')
        .filter({ hasText: String(placed.id) })
        .first(),
    ).toBeVisible()
    await expect(again.getByRole('region', { name: 'Waiting to be sent' })).toHaveCount(0)
    expect(await cartOf(again)).toEqual([])
    // Nothing waits any more: the session kept for the worker is gone.
    await expect.poll(() => keptSession(again)).toBeNull()
    await again.waitForTimeout(1000)
    expect(posts).toHaveLength(1)
    expect(await ordersOf(token)).toHaveLength(before.size + 1)
  },
)

test('a browser without Background Sync: the tab closed while offline, the app opened again online sends the order once', async ({
  page,
  context,
}) => {
  // As in browsers without the Sync API: the app alone sends, at its next start.
  await context.addInitScript(() =>
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { configurable: true, get: () => undefined }),
  )
  const token = await placeOffline(page, context)
  const before = (await ordersOf(token)).length
  await page.close()
  await context.setOffline(false)
  const again = await context.newPage()
  await again.goto('/')
  await expect(again.getByText('Your order has been placed')).toBeVisible({ timeout: 20_000 })
  expect(await ordersOf(token)).toHaveLength(before + 1)
  expect(await cartOf(again)).toEqual([])
})

test('two tabs open when the network returns: one order', async ({ page, context }) => {
  const token = await placeOffline(page, context)
  const before = (await ordersOf(token)).length
  const other = await context.newPage()
  await other.goto('/orders').catch(() => undefined)
  const posts = orderPosts(context)
  await context.setOffline(false)
  // Whichever of the tabs and the worker got the lock sends; the others find nothing left to send.
  await expect
    .poll(
      async () =>
        (await page.getByText('Your order has been placed').count()) +
        (await other.getByText('Your order has been placed').count()),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  // Both tabs have had their chance to send.
  await page.waitForTimeout(2000)
  expect(await ordersOf(token)).toHaveLength(before + 1)
  expect(posts).toHaveLength(1)
})

test('the store refuses the order (400): its lines go back to the cart with the store message', async ({
  page,
  context,
}) => {
  const token = await placeOffline(page, context, 'p-no-such-product')
  const before = (await ordersOf(token)).length
  await context.setOffline(false)
  await expect(page.getByText('Your saved order was not placed')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Product not found', { exact: false })).toBeVisible()
  expect(await cartOf(page)).toEqual([expect.objectContaining({ id: 'p-no-such-product', quantity: 2 })])
  expect(await ordersOf(token)).toHaveLength(before)
})

test(
  'no tab open and the store refuses it: the app opened later puts the lines back in the cart with the store message',
  { tag: FULL_BROWSER },
  async ({ page, context }) => {
    const posts = orderPosts(context)
    const token = await placeOffline(page, context, 'p-no-such-product')
    const before = (await ordersOf(token)).length
    await page.close()
    await context.setOffline(false)
    // The worker sent it (no page is open) and the store refused it.
    await expect.poll(() => posts.length, { timeout: 20_000 }).toBe(1)
    const again = await context.newPage()
    await again.goto('/')
    await expect(again.getByText('Your saved order was not placed')).toBeVisible({ timeout: 20_000 })
    await expect(again.getByText('Product not found', { exact: false })).toBeVisible()
    await expect.poll(() => cartOf(again)).toEqual([expect.objectContaining({ id: 'p-no-such-product', quantity: 2 })])
    expect(await ordersOf(token)).toHaveLength(before)
    expect(posts).toHaveLength(1)
  },
)

test('the send is committed but its answer lost: still exactly one order', async ({ page, context }) => {
  const token = await placeOffline(page, context)
  const before = (await ordersOf(token)).length
  const posts = orderPosts(context)
  await setFault('/orders', 'commit-drop', { method: 'POST' })
  await context.setOffline(false)
  await expect.poll(async () => (await ordersOf(token)).length, { timeout: 20_000 }).toBe(before + 1)
  await clearFaults()
  // The next try (after its pause) looks the order up and finds it: nothing is sent again.
  await expect(page.getByText('Your order has been placed')).toBeVisible({ timeout: 30_000 })
  expect(await ordersOf(token)).toHaveLength(before + 1)
  expect(posts).toHaveLength(1)
  expect(await cartOf(page)).toEqual([])
})

test('online, the order request reaches the store and the connection drops before any answer: saved, looked up, one order', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  const before = (await ordersOf(token)).length
  const posts: number[] = []
  page.on('request', (r) => isOrderPost(r) && posts.push(1))
  await seedCart(page)
  await page.goto('/checkout')
  await fillShipping(page)
  // The store creates the order, then the connection is reset before the answer (browser online).
  await page.route(
    '**/api/v1/orders',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await route.fetch()
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Error placing order')).toHaveCount(0)
  expect(await cartOf(page)).toEqual([])
  expect(await ordersOf(token)).toHaveLength(before + 1)
  // The outbox finds the order in GET /orders instead of sending it again.
  await expect(page.getByText('Your order has been placed')).toBeVisible({ timeout: 30_000 })
  expect(await ordersOf(token)).toHaveLength(before + 1)
  expect(posts).toHaveLength(1)
})

test('sign-out while an order waits asks first; cancel keeps the session, confirm discards it and the session kept for the worker', async ({
  page,
  context,
}) => {
  await signInViaApi(page)
  await page.goto('/account')
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  // The page that offers Sign Out loads the code a sign-out runs (in whichever chunks the build put
  // it), so the question can be asked offline and the wipe reaches the session kept for the worker.
  await page.waitForLoadState('networkidle')
  // Offline, so nothing sends the order put below before the question is asked.
  await context.setOffline(true)
  const messages: string[] = []
  page.on('dialog', (d) => {
    messages.push(d.message())
    void (messages.length === 1 ? d.dismiss() : d.accept())
  })
  // An order waiting for sign-in, put where the app keeps them (nothing sends it before a sign-in).
  await page.evaluate(async () => {
    // Placed in this session: its tag is the SHA-256 of the token (the app keeps no token there).
    const token = localStorage.getItem('auth_token') ?? ''
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
    const session = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
    const open = indexedDB.open('storefront-outbox')
    open.onupgradeneeded = () => open.result.createObjectStore('orders')
    await new Promise((r) => (open.onsuccess = r))
    const db = open.result
    const tx = db.transaction('orders', 'readwrite')
    tx.objectStore('orders').put(
      {
        v: 1,
        key: 'e2e-key',
        createdAt: Date.now(),
        lines: [{ id: 'p1', name: 'Cable', image: '', price: 10, quantity: 1 }],
        shippingAddress: {
          fullName: 'A',
          address: 'B',
          city: 'C',
          state: 'D',
          postalCode: '560001',
          phone: '+919876543210',
        },
        state: 'signin',
        mayHaveReachedStore: false,
        session,
      },
      'e2e-key',
    )
    await new Promise((r) => (tx.oncomplete = r))
    db.close()
  })
  // And the session kept for the service worker to send it with, as the app keeps it for a saved order.
  const token = (await page.evaluate(() => localStorage.getItem('auth_token')))!
  await page.evaluate(
    async (kept) => {
      const open = indexedDB.open('storefront-outbox-session')
      open.onupgradeneeded = () => open.result.createObjectStore('session')
      const db = await new Promise<IDBDatabase>((ok) => (open.onsuccess = () => ok(open.result)))
      const tx = db.transaction('session', 'readwrite')
      tx.objectStore('session').put(kept, 'current')
      await new Promise((r) => (tx.oncomplete = r))
      db.close()
    },
    { token, apiBase: API },
  )
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect.poll(() => messages).toEqual(['An order is waiting to be sent. Sign out and discard it?'])
  await expect(page).toHaveURL(/\/account$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  expect(messages).toHaveLength(2)
  const left = await page.evaluate(async () => {
    const open = indexedDB.open('storefront-outbox')
    await new Promise((r) => (open.onsuccess = r))
    const req = open.result.transaction('orders').objectStore('orders').count()
    return new Promise<number>((r) => (req.onsuccess = () => r(req.result)))
  })
  expect(left).toBe(0)
  await expect.poll(() => keptSession(page)).toBeNull()
})

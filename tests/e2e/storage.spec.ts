import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { recordFigures, recordKept, sampleCart, type Figure } from './reliability'

/*
 * Corrupted, oversized or old-format values in localStorage (`cart`,
 * `auth_token`, `wishlist`, `recently-viewed`) and in the IndexedDB query cache are recovered from
 * at start with no blank screen; a full storage on save shows a message and keeps the cart.
 */

/** Writes `entries` into localStorage before the app's first start in this tab. */
async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((all) => {
    if (sessionStorage.getItem('e2e-storage-seeded')) return
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v)
    sessionStorage.setItem('e2e-storage-seeded', '1')
  }, entries)
}

/** The home page rendered (not a blank screen). */
const expectHome = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Enhance Your Digital Experience' })).toBeVisible()

const line = { id: 'p-hdmi-cable-2m', name: 'HDMI Cable', image: '', price: 499, quantity: 2 }

const BAD_VALUES: [what: string, entries: Record<string, string>, cartLines: number][] = [
  [
    'truncated JSON everywhere',
    { cart: '[{"id":"p-1","na', wishlist: '[{', 'recently-viewed': '{"', auth_token: '' },
    0,
  ],
  [
    'wrong types',
    { cart: '{"a":1}', wishlist: '"text"', 'recently-viewed': '42', auth_token: 'bad token with spaces' },
    0,
  ],
  [
    'nulls and junk lines beside a good one',
    {
      cart: JSON.stringify([null, 7, { id: '' }, { id: 'x', price: -1, quantity: 1 }, line]),
      wishlist: '[null,{"id":{}}]',
      'recently-viewed': 'null',
    },
    1,
  ],
  [
    'the old {items:[…]} cart format',
    { cart: JSON.stringify({ items: [{ ...line, price: '499', quantity: '2' }] }) },
    1,
  ],
  [
    'oversized values (10,000 lines, absurd quantities, a 1 MB token)',
    {
      cart: JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ ...line, id: `p-${i}`, quantity: 1e9 }))),
      wishlist: JSON.stringify(
        Array.from({ length: 5000 }, (_, i) => ({ id: `w-${i}`, name: 'x'.repeat(100), image: '', price: 1 })),
      ),
      auth_token: 'x'.repeat(1_000_000),
    },
    200,
  ],
]

for (const [what, entries, cartLines] of BAD_VALUES) {
  test(`localStorage with ${what}: the app starts, keeps what is valid, and shows the cart`, async ({ page }) => {
    await seedStorage(page, entries)
    await page.goto('/')
    await expectHome(page)
    // A bad token is no session: the Login button shows.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
    const figures: Figure[] = Object.keys(entries).map((key) => ({ suite: 'storage', tried: { key, value: what } }))
    // Valid lines are the shopper's cart: their survival is a kept-or-lost check of the `cart` case.
    const cartFigure = cartLines > 0 ? figures.find((f) => f.tried.key === 'cart') : undefined
    if (!cartFigure) await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
    else {
      await recordKept(cartFigure, async () => {
        await expect(page.getByTestId('cart-line')).toHaveCount(cartLines)
        // Quantities are capped at 99 a line (what one order may hold), and the stepper says so.
        if (what.startsWith('oversized'))
          await expect(page.getByTestId('cart-line').first()).toContainText('Max 99 per order')
      })
    }
    await page.goto('/wishlist')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    recordFigures(figures.filter((f) => f !== cartFigure))
  })
}

/** Reads or writes the idb-keyval store the query persister uses (src/app/persist.ts PERSIST_KEY). */
const idb = (page: Page, op: 'get' | 'put', value?: unknown) =>
  page.evaluate(
    ([op, value]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', op === 'get' ? 'readonly' : 'readwrite')
          const store = tx.objectStore('keyval')
          const req = op === 'get' ? store.get('storefront-query-cache') : store.put(value, 'storefront-query-cache')
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        }
      }),
    [op, value] as const,
  )

test('a corrupted IndexedDB query cache is dropped at start: pages render and load afresh', async ({ page }) => {
  // A real saved cache first (the catalogue and a product page), so its buster matches this build.
  await page.goto('/product/p-hdmi-cable-2m')
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  await page.goto('/products?category=audio')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect.poll(async () => typeof (await idb(page, 'get')) === 'string', { timeout: 15_000 }).toBe(true)
  const saved = JSON.parse((await idb(page, 'get')) as string) as {
    clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  }
  expect(saved.clientState.queries.length).toBeGreaterThan(0)

  // Well-formed cache, garbage data: every saved query's data replaced by something of the wrong shape.
  const garbage = [42, 'text', null, { products: 'nope' }, [1, 2]]
  saved.clientState.queries.forEach((q, i) => (q.state.data = garbage[i % garbage.length]))
  const variants: [string, unknown][] = [
    ['garbage data in a well-formed cache', JSON.stringify(saved)],
    ['text that is not JSON', '{"clientState": {"queries": [tru'],
    ['a value of the wrong type', { not: 'a string' }],
  ]
  for (const [what, value] of variants) {
    await test.step(what, async () => {
      await page.goto('/cart')
      await idb(page, 'put', value)
      for (const path of ['/product/p-hdmi-cable-2m', '/products?category=audio', '/']) {
        await page.goto(path)
        if (path === '/') await expectHome(page)
        else if (path.startsWith('/product/'))
          await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
        else await expect(page.getByTestId('product-card').first()).toBeVisible()
      }
    })
  }
  recordFigures(
    variants.map(([value]) => ({
      suite: 'storage',
      tried: { key: 'IndexedDB storefront-query-cache', value },
    })),
  )
})

test('storage full on save: a message says the cart is not saved, and the cart stays in memory', async ({ page }) => {
  const cart = await sampleCart()
  await seedStorage(page, { cart: JSON.stringify(cart) })
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (localStorage.getItem('e2e-quota') === '1' && this === localStorage)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      original.call(this, key, value)
    }
  })
  await page.goto('/products?category=audio')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.evaluate(() => localStorage.setItem('e2e-quota', '1'))

  const card = page.getByTestId('product-card').first()
  await card.hover()
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Cart not saved', { exact: true })).toBeVisible()
  await expect(page.getByText('Your browser storage is full or blocked', { exact: false })).toBeVisible()
  const badge = page.getByRole('banner').getByRole('link', { name: /^Cart/ })
  const expected = cart.reduce((n, l) => n + l.quantity, 0) + 1
  await expect(badge).toHaveAccessibleName(`Cart, ${expected} items`)
  // In memory: the cart page (a client-side navigation) lists all three lines; storage still holds the old two.
  await badge.click()
  await recordKept({ suite: 'storage', tried: { key: 'cart', value: 'QuotaExceededError on save' } }, async () => {
    await expect(page.getByTestId('cart-line')).toHaveCount(3)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[])).toHaveLength(2)
  })
})

import {
  API,
  appIsLive,
  BROWSER_RENDERED,
  test,
  expect,
  expectAccessible,
  expectToastsAccessible,
  setFault,
  openEmailSignIn,
} from './fixtures'

test('home shows seeded featured products with ₹ prices', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Enhance Your Digital Experience' })).toBeVisible()
  const featured = page.locator('section[aria-labelledby="featured-title"] [data-testid="product-card"]')
  await expect(featured).toHaveCount(4)
  await expect(featured.first()).toContainText('₹')
  await expectAccessible(page)
})

test('a category tile leads to its listing URL', async ({ page }) => {
  await page.goto('/')
  const tile = page.locator('section[aria-labelledby="categories-title"] a').first()
  await expect(tile).toContainText('Browse Collection')
  await tile.click()
  await expect(page).toHaveURL(/\/products\?category=tv(\+|%20)%26(\+|%20)video(\+|%20)accessories/)
})

test('a policy page shows the store company name', { tag: BROWSER_RENDERED }, async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible()
  await expect(page.locator('article')).toContainText('Digital Bazaar')
  await expectAccessible(page)
})

test('reserved words and unknown routes show the 404 page', { tag: BROWSER_RENDERED }, async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.goto('/no/such/page')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await expectAccessible(page)
})

test('store info failure leaves a readable page with the spec message', async ({ page }) => {
  await setFault('/storeInfo', '500')
  await setFault('/products', 'malformed')
  await page.goto('/')
  await expect(page.getByText('Failed to load store information. Please refresh the page.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('No featured products available at the moment.')).toBeVisible({ timeout: 20_000 })
})

test('newsletter: the toast confirms, the field clears, no request is made, and toasts are accessible', async ({
  page,
}) => {
  await page.goto('/')
  // The page's own data has loaded; from here on, only the newsletter could make a request.
  await expect(page.locator('section[aria-labelledby="featured-title"] [data-testid="product-card"]')).toHaveCount(4)
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  const email = page.getByLabel('Email address')
  await email.fill('shopper@example.in')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscribed!')).toBeVisible()
  await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible()
  await expect(email).toHaveValue('')
  expect(requests.filter((u) => u.includes('/api/v1/'))).toEqual([])
  await expectToastsAccessible(page)
})

test('an error toast (wrong password) is readable and accessible', { tag: BROWSER_RENDERED }, async ({ page }) => {
  await page.goto('/login')
  await openEmailSignIn(page)
  await page.getByLabel('Email', { exact: false }).first().fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: /sign in|log in|login/i }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Error', { exact: true })).toBeVisible()
  await expectToastsAccessible(page)
})

test('home, a listing, a product, the cart and a policy page start without a hydration error', async ({
  page,
  pageErrors,
}) => {
  const list = (await (await fetch(`${API}/products?limit=1`)).json()) as {
    data: { id: string; title: string; regularPrice: number; discountedPrice?: number | null }[]
  }
  const product = list.data[0]!
  const line = { id: product.id, name: product.title, price: product.discountedPrice ?? product.regularPrice }
  await page.addInitScript(
    (l) => localStorage.setItem('cart', JSON.stringify([{ ...l, image: '', quantity: 1 }])),
    line,
  )
  const pages = ['/', '/products?page=2', `/product/${encodeURIComponent(product.id)}`, '/cart', '/privacy']
  for (const path of pages) {
    await page.goto(path)
    await appIsLive(page)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
    // The footer is a part of its own, hydrated once its code is in: the whole page has started.
    await expect(page.locator('footer'), path).toBeVisible()
    expect(pageErrors, path).toEqual([])
  }
})

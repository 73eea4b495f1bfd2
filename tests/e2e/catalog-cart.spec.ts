import type { Locator, Page } from '@playwright/test'
import { HOSTILE_CATEGORIES, HOSTILE_PRODUCT_IDS } from '../../store-api/seed/hostile'
import {
  test,
  expect,
  appIsLive,
  expectAccessible,
  expectToastClear,
  scrollTargetTo,
  setFault,
  clearFaults,
  resetApi,
  AFTER_START,
  SERVICE_WORKER,
} from './fixtures'

const cards = (page: Page) => page.getByTestId('product-card')
const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ })
const dialog = (page: Page) => page.getByRole('dialog')

/** The focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))

async function openCategory(page: Page, category: string) {
  await page.goto(`/products?category=${encodeURIComponent(category)}`)
  await expect(cards(page).first()).toBeVisible()
  await appIsLive(page)
}

async function cardNamed(page: Page, name: RegExp): Promise<Locator> {
  const card = cards(page)
    .filter({ has: page.getByRole('link', { name }) })
    .first()
  await expect(card).toBeVisible()
  return card
}

// A shopper's journey as on their phone: the service worker installs during it and then controls the pages.
test(
  'browse → category → page 2 → product → size → add → cart → quantity → remove → clear',
  { tag: SERVICE_WORKER },
  async ({ page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Categories' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: /TV & Video Accessories\s*Browse Collection/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'TV & Video Accessories' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'All Products' })).toBeVisible()
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByText(/^Showing 1 to 12 of \d+ items$/)).toBeVisible()
    await expectAccessible(page)

    // Page 2: the URL, the caption and the current-page marker move together.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Showing 13 to 24 of \d+ items$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    // A product without sizes: straight to the cart.
    const firstName = (await cards(page).first().getByRole('link').last().textContent())!.trim()
    await cards(page).first().getByRole('link', { name: firstName }).click()
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible()
    await expect(page.getByText(/^Product ID:/)).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByText('Added to cart')).toBeVisible()

    // A product with sizes: a size must be chosen first.
    await openCategory(page, 'men')
    await expect(page.getByRole('heading', { level: 1, name: "Men's Ethnic Wear" })).toBeVisible()
    await page.getByRole('link', { name: "Men's Handloom Cotton Kurta" }).click()
    await expect(page.getByRole('group', { name: 'Clothing Size' })).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a size' })).toBeVisible()
    await expect(page.getByText('You must select a size before adding to cart')).toBeVisible()
    await expect(page).toHaveURL(/\/product\//)
    await page.getByRole('radio', { name: 'M', exact: true }).check()
    await page.getByRole('radio', { name: 'Indigo' }).check()
    const qty = page.getByRole('group', { name: 'Quantity' })
    await expect(qty.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await qty.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(qty).toContainText('2')
    await page.getByRole('button', { name: 'Add to Cart' }).click()

    await expect(page).toHaveURL(/\/cart$/)
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    const kurta = lines.filter({ hasText: 'Kurta' })
    await expect(kurta).toContainText('Size: M')
    await expect(kurta).toContainText('Colour: Indigo')
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 3 items')
    await expect(page.getByText('Shipping', { exact: true })).toBeVisible()
    await expect(page.getByText('Free', { exact: true })).toBeVisible()
    await expectAccessible(page)

    // Quantity: +1 on the kurta; the total follows (total = subtotal).
    await kurta.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(kurta.getByRole('group')).toContainText('3')
    await expect(page.getByText('Quantity updated')).toBeVisible()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 4 items')
    await expect(page.getByTestId('cart-total')).toHaveText((await page.getByTestId('cart-subtotal').textContent())!)
    await expect(page.getByTestId('cart-total')).toContainText('₹')

    // The toast never lies over a cart line's Remove, even scrolled just below the header.
    const remove = lines.filter({ hasNotText: 'Kurta' }).getByRole('button', { name: /^Remove .* from cart$/ })
    await expectToastClear(page, 'Quantity updated', remove)
    await scrollTargetTo(remove, 'top')
    await expectToastClear(page, 'Quantity updated', remove)
    await remove.click()
    await expect(page.getByText('Removed from cart')).toBeVisible()
    await expect(lines).toHaveCount(1)

    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(page.getByText('All items have been removed from your cart.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue Shopping' }).click()
    await expect(page).toHaveURL(/\/$/)
  },
)

test(
  'the cart survives a reload and stays in step across two tabs',
  { tag: AFTER_START },
  async ({ page, context }) => {
    await openCategory(page, 'audio')
    await cards(page).first().hover()
    await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart')).toBeVisible()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 items')

    await page.reload()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 items')

    const other = await context.newPage()
    await other.goto('/cart')
    const line = other.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await line.getByRole('button', { name: 'Increase quantity' }).click()
    // The first tab follows through the storage event, without a reload.
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items')

    await page.goto('/cart')
    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await other.close()
  },
)

test(
  'a guest checking out is sent to login with /checkout as the return target',
  { tag: AFTER_START },
  async ({ page }) => {
    await openCategory(page, 'cables')
    await cards(page).first().hover()
    await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click()
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/)
  },
)

test(
  'wishlist by mouse: the heart saves, the page lists, the heart removes',
  { tag: AFTER_START },
  async ({ page }) => {
    await openCategory(page, 'laptop accessories')
    const card = cards(page).first()
    const name = (await card.getByRole('link').last().textContent())!.trim()
    await card.hover()
    await card.getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(card.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()
    await expect(page.getByText('Added to wishlist')).toBeVisible()

    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /My Wishlist/ })).toBeVisible()
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(name)
    await page.reload()
    await expect(cards(page)).toHaveCount(1)
    await expectAccessible(page)

    await cards(page).first().hover()
    await cards(page).first().getByRole('button', { name: 'Remove from Wishlist' }).click()
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
    await expectAccessible(page)
  },
)

test(
  'wishlist by keyboard, and a saved product that no longer exists shows as unavailable',
  { tag: AFTER_START },
  async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(
          'wishlist',
          JSON.stringify([
            { id: 'gone-product', name: 'Discontinued Speaker', image: '', price: 999 },
            { broken: true },
          ]),
        )
        sessionStorage.setItem('seeded', '1')
      }
    })
    await openCategory(page, 'audio')
    const card = cards(page).first()
    const heart = card.getByRole('button', { name: 'Add to Wishlist' })
    await heart.focus()
    // The overlay shows on keyboard focus, not only on hover.
    await expect(heart).toBeVisible()
    await expect.poll(() => heart.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1')
    await page.keyboard.press('Enter')
    await expect(card.getByRole('button', { name: 'Remove from Wishlist' })).toBeFocused()

    await page.goto('/wishlist')
    await expect(cards(page)).toHaveCount(1)
    const gone = page.getByTestId('wishlist-unavailable')
    await expect(gone).toContainText('Discontinued Speaker')
    await expect(gone).toContainText('No longer available')
    await gone.getByRole('button', { name: /Remove/ }).focus()
    await page.keyboard.press('Space')
    await expect(gone).toHaveCount(0)
  },
)

test(
  'quick view by mouse: card Add to Cart on a sized product opens it; Escape and × close it',
  { tag: AFTER_START },
  async ({ page }) => {
    await openCategory(page, 'women')
    const card = await cardNamed(page, /Cotton Anarkali Kurta/)
    await card.hover()
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    const qv = dialog(page)
    await expect(qv).toBeVisible()
    await expect(qv).toHaveAccessibleName('Cotton Anarkali Kurta')
    await expect(qv.getByRole('img', { name: 'Cotton Anarkali Kurta' })).toBeVisible()
    await expect(qv).toContainText('₹')
    await expectAccessible(page)

    await qv.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(qv.getByText('Please select a size', { exact: true })).toBeVisible()
    await qv.getByRole('radio', { name: 'L', exact: true }).check()
    await qv.getByRole('radio', { name: 'Teal' }).check()
    await qv.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(qv).toBeHidden()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 items')

    await card.hover()
    await card.getByRole('button', { name: 'Quick View' }).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await card.hover()
    await card.getByRole('button', { name: 'Quick View' }).click()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toBeHidden()

    await page.goto('/cart')
    await expect(page.getByTestId('cart-line')).toContainText('Size: L')
    await expect(page.getByTestId('cart-line')).toContainText('Colour: Teal')
  },
)

test(
  'Quick View whose code could not load says so and keeps the page; the next tap opens it',
  { tag: AFTER_START },
  async ({ page }) => {
    // The dialog's chunk is lost, and so is the app's immediate second try under an address of its own
    // (the network dropped before the service worker had saved it).
    await page.route(
      /\/assets\/quick-view-dialog-[^/]*\.js(\?retry=1)?$/,
      (route) => route.abort('internetdisconnected'),
      {
        times: 2,
      },
    )
    await openCategory(page, 'women')
    const card = await cardNamed(page, /Lucknowi Chikankari Kurti/)
    await card.hover()
    await card.getByRole('button', { name: 'Quick View' }).click()
    await expect(page.getByText('Please check your connection and try again.')).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect(card).toBeVisible()
    await card.hover()
    await card.getByRole('button', { name: 'Quick View' }).click()
    await expect(dialog(page)).toBeVisible()
  },
)

test(
  'quick view by keyboard: focus stays inside, a size is chosen with arrows, focus returns to the trigger',
  { tag: AFTER_START },
  async ({ page }) => {
    await openCategory(page, 'women')
    const card = await cardNamed(page, /Lucknowi Chikankari Kurti/)
    const trigger = card.getByRole('button', { name: 'Quick View' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const qv = dialog(page)
    await expect(qv).toBeVisible()
    expect(await focusInDialog(page)).toBe(true)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
    }
    // Reach the size radios, move with the arrow keys, then submit.
    await qv.getByRole('radio').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(qv.getByRole('radio').nth(1)).toBeChecked()
    await qv.getByRole('button', { name: 'Add to Cart' }).focus()
    await page.keyboard.press('Enter')
    await expect(qv).toBeHidden()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 items')

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(trigger).toBeFocused()
  },
)

test(
  'a single-size product is added from the card with that size preselected',
  { tag: AFTER_START },
  async ({ page }) => {
    await openCategory(page, 'women')
    const card = await cardNamed(page, /Banarasi Silk Saree/)
    await card.hover()
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await page.goto('/cart')
    await expect(page.getByTestId('cart-line')).toContainText('Size: One Size')
    await page.getByRole('link', { name: /Banarasi Silk Saree/ }).click()
    await expect(page.getByRole('group', { name: 'Size', exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'One Size' })).toBeChecked()
  },
)

test('listing bad input: page=abc reads as 1, beyond the last page and unknown categories show the empty view', async ({
  page,
}) => {
  await page.goto('/products?category=tv%20%26%20video%20accessories&page=abc')
  await expect(page.getByText(/^Showing 1 to 12 of \d+ items$/)).toBeVisible()
  await page.goto('/products?category=tv%20%26%20video%20accessories&page=-3')
  await expect(page.getByText(/^Showing 1 to 12 of \d+ items$/)).toBeVisible()

  await page.goto('/products?category=tv%20%26%20video%20accessories&page=99')
  await expect(page.getByText('No products found with the selected filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Go to page 1' }).click()
  await expect(page.getByText(/^Showing 1 to 12 of \d+ items$/)).toBeVisible()

  await page.goto('/products?category=no-such-category')
  await expect(page.getByText('No products found with the selected filters.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Categories' })).toBeVisible()
})

test('the sub-category filter narrows the list and resets the page; featured=true lists featured products', async ({
  page,
}) => {
  await page.goto('/products?category=tv%20%26%20video%20accessories&page=2')
  await expect(page.getByText(/^Showing 13 to/)).toBeVisible()
  // On this phone the sub-category is in the sheet that Filter opens.
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await page.getByRole('dialog', { name: 'Filter' }).getByLabel('Sub-category').selectOption('TV Mounts')
  await expect(page).not.toHaveURL(/page=/)
  await expect(page).toHaveURL(/parentCategory=TV(\+|%20)Mounts/)
  await expect(page.getByRole('heading', { level: 2, name: "TV Mounts's Collection" })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

  await page.goto('/products?featured=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
})

test('product page: not found, load failure with Try Again, and a listing failure with Try Again', async ({ page }) => {
  await page.goto('/product/no-such-product')
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByText("We couldn't find the product you're looking for.", { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products')
  await expectAccessible(page)

  await setFault('/products', '500')
  await page.goto('/product/p-men-cotton-kurta')
  await expect(page.getByRole('heading', { name: 'Failed to load product details' })).toBeVisible({ timeout: 20_000 })
  await clearFaults()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "Men's Handloom Cotton Kurta" })).toBeVisible()

  await setFault('/products', 'malformed')
  await page.goto('/products?category=audio')
  await expect(page.getByText('Failed to load products. Please try again.')).toBeVisible({ timeout: 20_000 })
  await clearFaults()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(cards(page).first()).toBeVisible()
})

test('hostile product text never runs and never breaks the layout on a phone', async ({ page }) => {
  await resetApi('hostile')
  const noXssNoOverflow = async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
  }
  await openCategory(page, 'tv & video accessories')
  await noXssNoOverflow()
  await page.goto(`/products?category=${encodeURIComponent(HOSTILE_CATEGORIES[0].toLowerCase())}`)
  await expect(cards(page)).toHaveCount(1)
  await noXssNoOverflow()
  for (const id of Object.values(HOSTILE_PRODUCT_IDS)) {
    await page.goto(`/product/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await noXssNoOverflow()
  }
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await noXssNoOverflow()
  await page.goto('/wishlist')
  await expect(cards(page)).toHaveCount(1)
  await noXssNoOverflow()
})

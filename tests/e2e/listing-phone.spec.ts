import type { Locator, Page } from '@playwright/test'
import { APP, expect, expectAccessible, test } from './fixtures'

/*
 * A listing on a phone, in English and Hindi: two whole product cards on the first screen at 360
 * and 412 px; "Sort" and "Filter" open a bottom sheet (native <dialog>) holding the controls; the
 * chosen order and filters show as chips that remove them; on a touch screen the card's actions
 * keep clear of its Sale badge and name.
 */

const TV = '/products?category=tv%20%26%20video%20accessories'
const LISTINGS = [TV, '/products?category=men']
const cards = (page: Page) => page.getByTestId('product-card')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** The prices paid (₹) on the cards of the page, in order. */
const cardPrices = (page: Page) =>
  cards(page).evaluateAll((list) =>
    list.map((card) => {
      const now = [...card.querySelectorAll('span')].find((e) => /^₹[\d,.]+$/.test(e.textContent ?? ''))
      return Number(now?.textContent?.replace(/[^\d.]/g, '') ?? NaN)
    }),
  )

/** The element's box lies wholly inside the viewport. */
async function expectWhollyInView(page: Page, element: Locator): Promise<void> {
  const box = (await element.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect(box.y, 'top inside the viewport').toBeGreaterThanOrEqual(0)
  expect(box.x, 'left inside the viewport').toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, 'bottom inside the viewport').toBeLessThanOrEqual(height)
  expect(box.x + box.width, 'right inside the viewport').toBeLessThanOrEqual(width)
}

const WORDS = {
  en: { sort: 'Sort', filter: 'Filter', close: 'Close', sortBy: 'Sort by', min: 'Minimum price (₹)', apply: 'Apply' },
  hi: {
    sort: 'सॉर्ट करें',
    filter: 'फ़िल्टर',
    close: 'बंद करें',
    sortBy: 'क्रम से लगाएँ',
    min: 'न्यूनतम कीमत (₹)',
    apply: 'लागू करें',
  },
} as const
const CHIPS = {
  en: { sort: 'Remove sort: Price: low to high', min: 'Remove filter: Min ₹500' },
  hi: { sort: 'सॉर्ट हटाएँ: कीमत: कम से ज़्यादा', min: 'फ़िल्टर हटाएँ: न्यूनतम ₹500' },
} as const

for (const lang of ['en', 'hi'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Hindi'}`, () => {
    // A browser preferring Hindi opens the store in Hindi; a phone has a touch screen (the card's
    // actions then take a row of their own, so the cards are at their tallest).
    test.use({ locale: lang === 'en' ? 'en-IN' : 'hi-IN', hasTouch: true })

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 412, height: 915 },
    ]) {
      test(`at ${viewport.width} px a listing's first screen shows two whole cards`, async ({ page }) => {
        await page.setViewportSize(viewport)
        for (const listing of LISTINGS) {
          await page.goto(listing)
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await expect(h1(page)).toBeVisible()
          await expect(cards(page).nth(1)).toBeVisible()
          // The compact bar is there (its height counts), not the inline controls.
          await expect(page.getByRole('button', { name: WORDS[lang].filter, exact: true })).toBeVisible()
          expect(await page.evaluate(() => scrollY)).toBe(0)
          await expectWhollyInView(page, cards(page).nth(0))
          await expectWhollyInView(page, cards(page).nth(1))
        }
      })
    }

    test('Sort and Filter open a sheet; the choices show as chips that remove them', async ({ page }) => {
      const words = WORDS[lang]
      const chips = CHIPS[lang]
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(`${TV}&page=2`)
      await expect(cards(page)).toHaveCount(12)
      const sortButton = page.getByRole('button', { name: words.sort, exact: true })
      const filterButton = page.getByRole('button', { name: words.filter, exact: true })
      const sheet = page.getByRole('dialog')

      // Escape closes the sheet and focus returns to its button; the close button does the same.
      await sortButton.click()
      await expect(page.getByRole('dialog', { name: words.sort })).toBeVisible()
      await expect(sheet.getByLabel(words.sortBy)).toBeFocused()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(sheet).toHaveCount(0)
      await expect(sortButton).toBeFocused()
      await filterButton.click()
      await expect(page.getByRole('dialog', { name: words.filter })).toBeVisible()
      await sheet.getByRole('button', { name: words.close, exact: true }).click()
      await expect(sheet).toHaveCount(0)
      await expect(filterButton).toBeFocused()

      // Sorting by price: the sheet closes, the URL has it (page 1), a chip names it.
      await sortButton.click()
      await sheet.getByLabel(words.sortBy).selectOption('price_asc')
      await expect(sheet).toHaveCount(0)
      await expect(page).toHaveURL(/sort=price_asc/)
      await expect(page).not.toHaveURL(/page=/)
      await expect(page.getByRole('button', { name: chips.sort })).toBeVisible()
      await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true)

      // A minimum price from the filter sheet.
      await filterButton.click()
      await sheet.getByLabel(words.min).fill('500')
      await sheet.getByRole('button', { name: words.apply }).click()
      await expect(sheet).toHaveCount(0)
      await expect(page).toHaveURL(/minPrice=500/)
      await expect(page).toHaveURL(/sort=price_asc/)
      const minChip = page.getByRole('button', { name: chips.min })
      await expect(minChip).toBeVisible()
      await expect.poll(async () => Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(500)
      await expectAccessible(page)

      // Removing the minimum keeps the order; focus moves to the chip left.
      await minChip.click()
      await expect(page).not.toHaveURL(/minPrice=/)
      await expect(page).toHaveURL(/sort=price_asc/)
      await expect(minChip).toHaveCount(0)
      await expect(page.getByRole('button', { name: chips.sort })).toBeFocused()
      await expect.poll(async () => Math.min(...(await cardPrices(page)))).toBeLessThan(500)

      // Removing the order: back to the default (newest first), no chip left.
      await page.getByRole('button', { name: chips.sort }).click()
      await expect(page).not.toHaveURL(/sort=/)
      await expect(page.getByRole('button', { name: chips.sort })).toHaveCount(0)
      await expect(page).toHaveURL(/\/products\?category=tv(\+|%20)%26(\+|%20)video(\+|%20)accessories$/)
      await expect(sortButton).toBeFocused()
    })
  })
}

const isAscending = (prices: number[]) => prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p)

test('on a touch screen the card actions cover neither the image (and the label printed on it), the Sale badge nor the name', async ({
  browser,
}) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 412, height: 915 }, baseURL: APP })
  try {
    const page = await context.newPage()
    await page.goto(TV)
    await expect(cards(page).first()).toBeVisible()
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    const onSale = cards(page).filter({ has: page.getByText('Sale', { exact: true }) })
    await expect(onSale.first()).toBeVisible()
    for (const [width, card] of [
      [412, cards(page).first()],
      [412, onSale.first()],
      [360, onSale.first()],
    ] as const) {
      await page.setViewportSize({ width, height: 915 })
      const name = (await card.getByRole('link').last().boundingBox())!
      const image = (await card.locator('img').boundingBox())!
      const sale = card.getByText('Sale', { exact: true })
      const badge = (await sale.count()) > 0 ? await sale.boundingBox() : null
      const actions = card.getByRole('button').or(card.getByRole('link', { name: 'View Details' }))
      await expect(actions).toHaveCount(4)
      for (const action of await actions.all()) {
        await expect(action).toBeVisible()
        const box = (await action.boundingBox())!
        // 44 px high; at least 24 px wide (WCAG 2.5.8), four side by side in a 360 px phone's card.
        expect(box.height).toBeGreaterThanOrEqual(44)
        expect(box.width).toBeGreaterThanOrEqual(24)
        expect(intersects(box, image), 'an action over the image').toBe(false)
        expect(intersects(box, name), 'an action over the name').toBe(false)
        if (badge) expect(intersects(box, badge), 'an action over the Sale badge').toBe(false)
      }
    }
  } finally {
    await context.close()
  }
})

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true })

  test('opens over the page, and every way of closing it (toggle, Escape, a tap outside, हिन्दी) leaves the page where it was', async ({
    page,
  }) => {
    await page.goto(TV)
    await expect(cards(page).nth(7)).toBeVisible()
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    const card = cards(page).nth(4)
    /** Where the page is: its scroll and a card's place on the screen (px). */
    const place = async () => ({ scrollY: await page.evaluate(() => scrollY), card: (await card.boundingBox())!.y })
    const before = await place()
    expect(before.scrollY).toBe(1200)
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Menu|मेन्यू)$/ })
    const menu = page.locator('#main-menu')
    const allProducts = menu.getByRole('link', { name: 'All Products' })

    await toggle.tap()
    await expect(allProducts).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await place()).toEqual(before)
    await toggle.tap()
    await expect(allProducts).toBeHidden()
    expect(await place()).toEqual(before)

    await toggle.tap()
    await expect(allProducts).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(allProducts).toBeHidden()
    await expect(toggle).toBeFocused()
    expect(await place()).toEqual(before)

    // A tap outside only closes the menu: the card under it is not opened.
    await toggle.tap()
    await expect(allProducts).toBeVisible()
    await page.touchscreen.tap(200, 700)
    await expect(allProducts).toBeHidden()
    await expect(page).toHaveURL(TV)
    expect(await place()).toEqual(before)

    await toggle.tap()
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'सभी प्रोडक्ट' })).toBeHidden()
    expect(await place()).toEqual(before)

    // A link to another page closes the menu and goes there. The open menu is accessible (in Hindi here).
    await toggle.tap()
    await expectAccessible(page)
    await menu.getByRole('link', { name: 'Mobile Accessories' }).tap()
    await expect(page).toHaveURL(/category=mobile(\+|%20)accessories/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

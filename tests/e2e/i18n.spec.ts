import type { Page } from '@playwright/test'
import {
  APP,
  clearFaults,
  expect,
  expectAccessible,
  setFault,
  signInViaApi,
  SSR_APP,
  test,
  underServiceWorker,
  SERVICE_WORKER,
} from './fixtures'

/*
 * The store in Hindi at 412 px: the language control in the menu switches the page in place,
 * the choice survives reloads and an offline start, a browser preferring Hindi opens in Hindi,
 * English comes back with the specification's wording, and the HTML server renders the choice.
 */
test.use({ viewport: { width: 412, height: 915 } })

const LISTING = '/products?category=tv%20%26%20video%20accessories'
const DEVANAGARI = /[\u0900-\u097F]/
/** The TV listing's intro in Hindi (the store's own copy; the category name itself comes from the store API as sent). */
const TV_INTRO = 'माउंट, केबल, रिमोट और स्ट्रीमिंग डिवाइस, ताकि आपके टीवी का पूरा फ़ायदा मिले।'
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const cards = (page: Page) => page.getByTestId('product-card')

/** Opens the menu (phone widths) and picks a language in the control named "Language" / "भाषा" (a choice closes the menu). */
async function chooseLanguage(page: Page, locale: 'en' | 'hi'): Promise<void> {
  const control = page.getByRole('combobox', { name: /^(Language|भाषा)$/ })
  if (!(await control.isVisible())) await page.getByRole('button', { name: /^(Menu|मेन्यू)$/ }).click()
  await control.selectOption(locale)
}

/** Every ₹ amount on the page reads as en-IN formats its number (Indian grouping, Latin digits). */
async function expectIndianPrices(page: Page): Promise<void> {
  const text = await page.locator('main').innerText()
  const prices = text.match(/₹[\d,.]+/g) ?? []
  expect(prices.length).toBeGreaterThan(0)
  for (const price of prices) {
    const value = Number(price.slice(1).replace(/,/g, ''))
    const formatted = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: price.includes('.') ? 2 : 0,
      maximumFractionDigits: 2,
    }).format(value)
    expect(price).toBe(formatted)
  }
  expect(text).not.toMatch(/[०-९]/)
}

test('switching to हिन्दी translates the page in place, keeps what was typed, and English comes back', async ({
  page,
}) => {
  await page.goto('/')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Something typed, a marker of this document: both must survive the switch (no reload).
  const email = page.getByRole('textbox', { name: 'Email address' })
  await email.fill('asha@example.com')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))

  await chooseLanguage(page, 'hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(h1(page)).toHaveText('अपने डिजिटल अनुभव को बेहतर बनाएँ')
  await expect(page.getByRole('heading', { name: 'कैटेगरी देखें' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'फ़ीचर्ड प्रोडक्ट', level: 2 })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'कार्ट', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'लॉगिन' })).toBeVisible()
  // The choice closed the phone menu that holds the control.
  await expect(page.getByRole('combobox', { name: 'भाषा', includeHidden: true })).toHaveValue('hi')
  await expect(page.getByRole('textbox', { name: 'ईमेल पता' })).toHaveValue('asha@example.com')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  await expectIndianPrices(page)
  expect(await page.title()).toMatch(/\S/)

  // The listing: headings, controls and prices.
  await page.goto(LISTING)
  await expect(cards(page).first()).toBeVisible()
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await expect(page.getByText(TV_INTRO)).toBeVisible()
  await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'फ़िल्टर' }).getByRole('combobox', { name: 'सब-कैटेगरी' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectIndianPrices(page)

  // A reload keeps Hindi.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByText(TV_INTRO)).toBeVisible()

  // Back to English: the specification's strings again.
  await page.goto('/')
  await expect(h1(page)).toHaveText('अपने डिजिटल अनुभव को बेहतर बनाएँ')
  await chooseLanguage(page, 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(h1(page)).toHaveText('Enhance Your Digital Experience')
  await expect(page.getByRole('heading', { name: 'Browse Categories' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Language', includeHidden: true })).toHaveValue('en')
  await page.reload()
  await expect(h1(page)).toHaveText('Enhance Your Digital Experience')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a Hindi catalogue that could not load says so in English; the next choice switches', async ({ page }) => {
  // The catalogue's chunk is lost, and so is the app's immediate second try under an address of its own.
  await page.route(/\/assets\/hi-[^/]*\.js(\?retry=1)?$/, (route) => route.abort('internetdisconnected'), {
    times: 2,
  })
  await page.goto(LISTING)
  await expect(cards(page).first()).toBeVisible()
  await chooseLanguage(page, 'hi')
  await expect(page.getByText('Could not switch the language. Check your connection and try again.')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await chooseLanguage(page, 'en')
  await chooseLanguage(page, 'hi')
  await expect(page.getByText(TV_INTRO)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
})

test('the cart is kept across a switch, and its page and plural forms read in Hindi', async ({ page }) => {
  await page.goto(LISTING)
  await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
  await chooseLanguage(page, 'hi')
  await expect(page.getByRole('link', { name: 'कार्ट, 1 आइटम' })).toBeVisible()
  await page.goto('/cart')
  await expect(h1(page)).toContainText('शॉपिंग कार्ट')
  await expect(h1(page)).toContainText('(1 आइटम)')
  await expect(page.getByRole('button', { name: 'चेकआउट' })).toBeVisible()
  await expectIndianPrices(page)
})

test('Hindi survives an offline restart', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto('/')
  await underServiceWorker(page)
  await expect(cards(page).first()).toBeVisible()
  await chooseLanguage(page, 'hi')
  await expect(h1(page)).toHaveText('अपने डिजिटल अनुभव को बेहतर बनाएँ')

  await setFault('*', 'drop')
  await context.setOffline(true)
  try {
    // A fresh start of the app with no network: another tab, the first one closed.
    const next = await context.newPage()
    await page.close()
    await next.goto('/')
    await expect(next.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(h1(next)).toHaveText('अपने डिजिटल अनुभव को बेहतर बनाएँ')
    await expect(next.getByRole('link', { name: 'लॉगिन' })).toBeVisible()
  } finally {
    await context.setOffline(false)
    await clearFaults()
  }
})

test('a browser that prefers Hindi opens in Hindi; an explicit English choice wins after that', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 412, height: 915 }, baseURL: APP })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(h1(page)).toHaveText('अपने डिजिटल अनुभव को बेहतर बनाएँ')
    await chooseLanguage(page, 'en')
    await expect(h1(page)).toHaveText('Enhance Your Digital Experience')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(h1(page)).toHaveText('Enhance Your Digital Experience')
  } finally {
    await context.close()
  }
})

test('the HTML server renders the chosen language: the page\'s HTML carries lang="hi"', async ({ page }) => {
  await page.goto(`${SSR_APP}${LISTING}`)
  await expect(cards(page).first()).toBeVisible()
  await chooseLanguage(page, 'hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  const response = await page.request.get(`${SSR_APP}${LISTING}`)
  const html = await response.text()
  expect(html).toMatch(/<html lang="hi"/)
  expect(html).toContain('माउंट, केबल, रिमोट')
  // The rendered page hydrates in Hindi, with no English flash in between.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByText(TV_INTRO)).toBeVisible()
  await expect(page.getByRole('link', { name: 'लॉगिन' })).toBeVisible()
})

test('the pages pass axe in Hindi at 412 px, and Devanagari fits the header and buttons', async ({ page }) => {
  await signInViaApi(page)
  await page.goto('/')
  await chooseLanguage(page, 'hi')
  await expect(h1(page)).toHaveText(DEVANAGARI)
  for (const path of ['/', LISTING, '/cart', '/checkout', '/orders']) {
    await page.goto(path)
    // The listing's heading is the store's category name, shown as sent: the page around it is Hindi.
    await expect(page.locator('main')).toContainText(DEVANAGARI)
    await expect(
      page.getByRole('main').getByRole('button').or(page.getByRole('main').getByRole('link')).first(),
    ).toBeVisible()
    await expectAccessible(page)
  }
  await page.goto('/product/p-smart-wifi-plug')
  await expect(page.getByRole('heading', { name: 'स्पेसिफ़िकेशन' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' }).first()).toBeVisible()
  await expectAccessible(page)
  // Nothing in the header or on a button is cut off: its text fits its box.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, main button')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis')
      .map((el) => el.textContent),
  )
  expect(clipped).toEqual([])
})

import type { Page } from '@playwright/test'
import {
  API,
  expect,
  expectAccessible,
  plainStore,
  SERVICE_WORKER,
  setFault,
  test,
  underServiceWorker,
} from './fixtures'

/*
 * Photos at the size the screen needs (the store's `images` extension), and Data saver, on a phone:
 * 412 px wide at a pixel ratio of 2.625. A card there is (412 − 32 − 12) / 2 = 184 px wide.
 */
test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 })

const LISTING = '/products?category=tv%20%26%20video%20accessories'
const CARD_PX = (412 - 32 - 12) / 2

/** The store's product photos the page asks for (every request, in order). */
function photoRequests(page: Page): URL[] {
  const urls: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^\/images\/p-/.test(url.pathname)) urls.push(url)
  })
  return urls
}

const cardImage = (page: Page) => page.getByTestId('product-card').first().locator('img')

/** Waits until the first card's photo has loaded, and gives the URL the browser chose. */
async function firstCardPhoto(page: Page): Promise<URL> {
  const img = cardImage(page)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  return new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc))
}

/** Opens the phone's menu (once the app has rendered the listing) and gives its Data saver checkbox. */
async function dataSaverBox(page: Page) {
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.getByRole('button', { name: 'Menu' }).click()
  const box = page.getByRole('checkbox', { name: 'Data saver' })
  await expect(box).toBeVisible()
  return box
}

/** As a browser whose shopper turned Data saver on: `Save-Data: on` and `navigator.connection.saveData`. */
async function browserSavesData(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
}

test('a store with images: srcset and sizes, a small AVIF at 412 px, each photo fetched once', async ({ page }) => {
  const photos = photoRequests(page)
  const types = new Map<string, string>()
  page.on('response', (r) => types.set(r.url(), r.headers()['content-type'] ?? ''))
  await page.goto(LISTING)
  const img = cardImage(page)
  await expect(img).toHaveAttribute('sizes', /^\(max-width: 480px\) calc\(50vw - 22px\)/)
  await expect(img).toHaveAttribute('srcset', /\?w=192 192w, .*\?w=512 512w/)
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  for (const attr of ['width', 'height']) await expect(img).toHaveAttribute(attr, '300')
  await expect(page.getByTestId('product-card').nth(1).locator('img')).toHaveAttribute('loading', 'lazy')

  const chosen = await firstCardPhoto(page)
  const w = Number(chosen.searchParams.get('w'))
  // At least the card's device pixels, from the ladder, far below the 1200 px photo.
  expect(w).toBeGreaterThanOrEqual(CARD_PX * 2.625 * 0.8)
  expect(w).toBeLessThanOrEqual(640)
  expect(chosen.searchParams.has('fm')).toBe(false)
  expect(types.get(chosen.href)).toBe('image/avif')
  // The server's preload (ssr-app) and the <img> asked for the same URL: nothing twice.
  const urls = photos.map((u) => u.href)
  expect(urls.filter((u) => u === chosen.href)).toHaveLength(1)
  expect(photos.every((u) => u.searchParams.has('w'))).toBe(true)
})

test('a store without images gets its image URLs exactly as sent', async ({ page }) => {
  await plainStore()
  const photos = photoRequests(page)
  const { data } = (await (await fetch(`${API}/products?category=tv%20%26%20video%20accessories`)).json()) as {
    data: { imgUrl: string }[]
  }
  await page.goto(LISTING)
  const img = cardImage(page)
  // The store names its images after the host it is asked on (the browser's: localhost).
  await expect(img).toHaveAttribute('src', data[0]!.imgUrl.replace('//127.0.0.1:', '//localhost:'))
  await expect(img).not.toHaveAttribute('srcset', /./)
  await expect(img).not.toHaveAttribute('sizes', /./)
  await firstCardPhoto(page)
  expect(photos.length).toBeGreaterThan(0)
  expect(photos.filter((u) => u.search !== '')).toEqual([])
})

test('Data saver from Save-Data: the smallest width that fits, and the gallery loads one photo', async ({
  page,
  serving,
}) => {
  await browserSavesData(page)
  const photos = photoRequests(page)
  await page.goto(LISTING)
  // The HTML server read the header and rendered the page for it.
  if (serving === 'ssr') await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
  // The smallest ladder width ≥ the card's 184 CSS px, whatever the pixel ratio.
  expect((await firstCardPhoto(page)).searchParams.get('w')).toBe('192')
  expect(photos.every((u) => Number(u.searchParams.get('w')) <= 256)).toBe(true)
  await expect(await dataSaverBox(page)).toBeChecked()
  await page.keyboard.press('Escape')

  photos.length = 0
  const link = page.getByTestId('product-card').first().getByRole('link').last()
  const name = await link.innerText()
  await link.click()
  const gallery = page.getByRole('img', { name, exact: true })
  await expect.poll(() => gallery.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  // The product's own photo at the page's width (380 px: 384), and none of the others until a move.
  expect(new URL(await gallery.evaluate((el: HTMLImageElement) => el.currentSrc)).searchParams.get('w')).toBe('384')
  expect(new Set(photos.map((u) => u.pathname)).size).toBe(1)
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click()
  await expect.poll(() => new Set(photos.map((u) => u.pathname)).size).toBe(2)
})

test(
  'Data saver from the menu: remembered after a reload and offline, where the photos shown are cached',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await page.goto(LISTING)
    await underServiceWorker(page)
    const box = await dataSaverBox(page)
    await expect(box).not.toBeChecked()
    await box.check()
    await page.keyboard.press('Escape')
    await expect(cardImage(page)).not.toHaveAttribute('srcset', /./)
    expect((await firstCardPhoto(page)).searchParams.get('w')).toBe('192')

    await page.reload()
    expect((await firstCardPhoto(page)).searchParams.get('w')).toBe('192')
    await expect(await dataSaverBox(page)).toBeChecked()

    await context.setOffline(true)
    await page.reload()
    await expect(await dataSaverBox(page)).toBeChecked()
    await page.keyboard.press('Escape')
    expect((await firstCardPhoto(page)).searchParams.get('w')).toBe('192')
    await context.setOffline(false)
  },
)

test('Tap to load photos: a named button over a tinted placeholder until tapped', async ({ page }) => {
  const photos = photoRequests(page)
  await page.goto(LISTING)
  await (await dataSaverBox(page)).check()
  await page.getByRole('checkbox', { name: 'Tap to load photos' }).check()
  await page.keyboard.press('Escape')
  const first = page.getByTestId('product-card').first()
  const name = await first.getByRole('link').last().innerText()
  const load = first.getByRole('button', { name: `Load photo: ${name}` })
  await expect(load.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expectAccessible(page)

  // Remembered: the page comes back with no photo asked for, until one is tapped.
  photos.length = 0
  await page.reload()
  await expect(load).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(photos).toEqual([])
  // Above the card's actions (which a pointer that can hover shows over the lower part).
  await load.click({ position: { x: 20, y: 20 } })
  expect((await firstCardPhoto(page)).searchParams.get('w')).toBe('192')
  expect(new Set(photos.map((u) => u.pathname)).size).toBe(1)
})

test('no layout shift while the photos load, as srcset or as Data saver’s <picture>', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = []
    ;(window as unknown as { __shifts: string[] }).__shifts = shifts
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(`${location.pathname} ${entry.value}: ${entry.sources?.map((s) => s.node?.nodeName).join(' ')}`)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The photos come late, after the cards have been laid out.
  await setFault('/images', 'delay', { ms: 1000 })
  await page.goto(LISTING)
  await firstCardPhoto(page)
  const shifts = () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
  expect(await shifts()).toEqual([])

  await browserSavesData(page)
  const link = page.getByTestId('product-card').first().getByRole('link').last()
  const name = await link.innerText()
  await page.goto((await link.getAttribute('href')) as string)
  const gallery = page.getByRole('img', { name, exact: true })
  await expect.poll(() => gallery.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  await expect(gallery.locator('xpath=..')).toHaveJSProperty('nodeName', 'PICTURE')
  expect(await shifts()).toEqual([])
})

import type { Page } from '@playwright/test'
import { API, appIsLive, expect, expectAccessible, test } from './fixtures'

/*
 * The header with a store whose category names are long (any length is in the contract), from a
 * phone to a desktop, in English and Hindi: the page never gets wider than the screen, every
 * control is wholly on screen, clear of the others and named, and the header keeps its first
 * height when the store's categories arrive.
 */

const LONG_CATEGORIES = [
  'Television & Video Accessories',
  'Mobile Phone Accessories & Cases',
  'Laptop & Computer Accessories',
  'Audio, Headphones & Speakers',
  'Smart Home & Security',
]
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]

/** One shown control of the header: its accessible name's sources, its box (px) and whether its text is cut. */
interface Control {
  what: string
  name: string
  box: { left: number; top: number; right: number; bottom: number }
  clipped: boolean
  cut: boolean
}

/** The header's shown controls (links, buttons, fields), and the header's height and the page's overflow (px). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!
    const controls: Control[] = []
    for (const el of header.querySelectorAll<HTMLElement>('a, button, select, input')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue
      // Cut off by a box around it that hides what overflows (a scrolled-away part counts too).
      let clipped = false
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue
        const c = box.getBoundingClientRect()
        if (r.left < c.left - 1 || r.right > c.right + 1) clipped = true
      }
      const label = el.closest('label')?.textContent ?? ''
      controls.push({
        what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        name: [el.getAttribute('aria-label'), el.getAttribute('title'), el.textContent, label].join(' ').trim(),
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        clipped,
        // Its text runs past its box without an ellipsis (drawn only in a block box) or without its full name as title.
        cut:
          el.scrollWidth > el.clientWidth + 1 &&
          !(
            getComputedStyle(el).textOverflow === 'ellipsis' &&
            /^(block|inline-block)$/.test(getComputedStyle(el).display) &&
            el.title === el.textContent
          ),
      })
    }
    return {
      controls,
      headerHeight: header.getBoundingClientRect().height,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }
  })

/** No horizontal overflow; every control on screen, uncut, named, at least 24 px and clear of every other. */
async function expectHeaderFits(page: Page, at: string): Promise<void> {
  const { controls, scrollWidth, clientWidth } = await measure(page)
  expect(scrollWidth, `${at}: the page is wider than the screen`).toBeLessThanOrEqual(clientWidth)
  expect(controls.length, at).toBeGreaterThanOrEqual(4)
  for (const c of controls) {
    expect(c.box.left, `${at}: ${c.what} starts off screen`).toBeGreaterThanOrEqual(0)
    expect(c.box.right, `${at}: ${c.what} ends off screen`).toBeLessThanOrEqual(clientWidth)
    expect(c.clipped, `${at}: ${c.what} is cut off by a box around it`).toBe(false)
    expect(c.cut, `${at}: ${c.what}'s text runs past its box`).toBe(false)
    expect(c.name, `${at}: ${c.what} has no name`).not.toBe('')
    expect(
      Math.min(c.box.right - c.box.left, c.box.bottom - c.box.top),
      `${at}: ${c.what} is too small to tap`,
    ).toBeGreaterThanOrEqual(24)
  }
  for (const [i, a] of controls.entries())
    for (const b of controls.slice(i + 1)) {
      const overlap =
        a.box.left < b.box.right - 1 &&
        b.box.left < a.box.right - 1 &&
        a.box.top < b.box.bottom - 1 &&
        b.box.top < a.box.bottom - 1
      expect(overlap, `${at}: ${a.what} overlaps ${b.what}`).toBe(false)
    }
}

test('long category names fit the header at every width, in English and Hindi, and the header keeps its height', async ({
  page,
}) => {
  const store = (await (await fetch(`${API}/storeInfo`)).json()) as Record<string, unknown>
  // Store info is held back until released, so the first view shows without it.
  let release = () => {}
  let held = Promise.resolve()
  await page.route('**/storeInfo', async (route) => {
    await held
    await route.fulfill({ json: { ...store, categories: LONG_CATEGORIES } })
  })
  // The header's height at every frame from the first paint (px).
  await page.addInitScript(() => {
    const heights: number[] = []
    Object.assign(window, { __headerHeights: heights })
    const frame = () => {
      const header = document.querySelector('header, #shell-header')
      if (header && document.getElementById('root-end')) heights.push(header.getBoundingClientRect().height)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  const banner = page.getByRole('banner')
  const longLink = page.locator('#main-menu').getByRole('link', { name: LONG_CATEGORIES[0], includeHidden: true })
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    // Home is prerendered; /cart starts from the neutral shell's header (768–1099 px: the widths where the menu links take a row).
    for (const path of viewport.width === 768 || viewport.width === 1024 ? ['/', '/cart'] : ['/']) {
      const at = `${viewport.width} px ${path}`
      held = new Promise<void>((resolve) => (release = resolve))
      await page.goto(path)
      await appIsLive(page)
      await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()
      release()
      await expect(longLink).toBeAttached()
      await expectHeaderFits(page, at)
      if (viewport.width === 768 && path === '/') await expectAccessible(page)
      const heights = await page.evaluate(() => (window as unknown as { __headerHeights: number[] }).__headerHeights)
      heights.push((await measure(page)).headerHeight)
      expect(new Set(heights), `${at}: the header's height changed after the first paint`).toEqual(
        new Set([heights[0]]),
      )
    }
  }
  // Hindi, whose labels are longer: the page switched in place, then each width.
  const language = page.getByRole('combobox', { name: 'Language' })
  if (!(await language.isVisible())) await banner.getByRole('button', { name: 'Menu' }).click()
  await language.selectOption('hi')
  await expect(banner.getByRole('link', { name: 'लॉगिन' })).toBeVisible()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectHeaderFits(page, `${viewport.width} px, Hindi`)
  }
})

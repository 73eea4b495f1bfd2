import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { API, expect, test } from './fixtures'

/*
 * Shared helpers of the reliability suites: fault walk, hostile data, storage, concurrency,
 * shared devices and navigation safety.
 */

/** A cart line as the app stores it in localStorage `cart` (price in ₹, quantity ≥ 1). */
export interface StoredLine {
  id: string
  name: string
  image: string
  price: number
  quantity: number
  selectedSize?: string
}

/** Two real products of the reference API as stored cart lines (prices from the API, ₹). */
export async function sampleCart(): Promise<StoredLine[]> {
  const list = (await (await fetch(`${API}/products?limit=2`)).json()) as {
    data: { id: string; title: string; imgUrl: string; regularPrice: number; discountedPrice?: number | null }[]
  }
  return list.data.map((p, i) => ({
    id: p.id,
    name: p.title,
    // The API names its own host in image URLs; the app talks to it as localhost (the CSP's img-src).
    image: p.imgUrl.replace('//127.0.0.1:', '//localhost:'),
    price: p.discountedPrice ?? p.regularPrice,
    quantity: i + 2,
  }))
}

/** Puts `lines` into localStorage `cart` once per tab session (before the app starts). */
export async function seedCart(page: Page, lines: StoredLine[]): Promise<void> {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', cart)
      sessionStorage.setItem('e2e-cart-seeded', '1')
    }
  }, JSON.stringify(lines))
}

/** The cart saved in localStorage, parsed (null when absent). */
export const readCart = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const raw = localStorage.getItem('cart')
    return raw === null ? null : (JSON.parse(raw) as unknown)
  })

/** Every loading state has ended: no `[aria-busy="true"]` left on the page (waits up to `ms`). */
export async function expectNoSpinner(page: Page, ms = 12_000): Promise<void> {
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: ms, message: 'a loading state never ended' })
    .toBe(0)
}

/** The XSS payloads of store-api/seed/hostile.ts set `window.__xss`; it must stay unset. */
export async function expectNoXss(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), 'a payload ran').toBeUndefined()
}

/** The page is no wider than the viewport (a 390 px phone in the e2e config): nothing breaks the layout. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, 'the page is wider than the screen').toBeLessThanOrEqual(width + 1)
}

/** Marks the current document so a later check can tell a full reload happened (the mark would be gone). */
export const markDocument = (page: Page): Promise<void> =>
  page.evaluate(() => {
    ;(window as unknown as { __e2eDocument?: number }).__e2eDocument = 1
  })

/** True while the document marked by `markDocument` is still the one shown. */
export const sameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __e2eDocument?: number }).__e2eDocument === 1)

/**
 * One counted case of the README's reliability figures (`tsx scripts/reliability-figures.ts`
 * sums them). A suite without a wording of its own in the table gets a row "<suite> cases" with
 * its distinct `tried` values, so a new suite needs no change to the script.
 */
export interface Figure {
  suite:
    'fault-walk' | 'hostile-data' | 'storage' | 'concurrency' | 'shared-device' | 'navigation-safety' | (string & {})
  /** What was tried, e.g. `{fault: '500', route: '/cart'}` or `{payload, place}`; one case per distinct value. */
  tried: Record<string, string>
  /** 1 when script ran or a dialog opened at the place this payload was shown (measured per place), else 0. */
  executed?: number
  /** Carts or typed-input sets a check of this case found intact (counted by `countKept`). */
  kept?: number
  /** Carts or typed-input sets a check of this case found changed or gone (counted by `countKept`). */
  lost?: number
}

/**
 * Runs one check that something the shopper had (a cart, typed values, saved products) is still
 * there, and counts its outcome on `figure`: `kept` + 1 when the check passes, `lost` + 1 when it
 * throws (the error is rethrown, so the test still fails). Record the figure in a `finally`, so a
 * loss is written down too.
 */
export async function countKept(figure: Figure, check: () => unknown): Promise<void> {
  try {
    await check()
  } catch (err) {
    figure.lost = (figure.lost ?? 0) + 1
    throw err
  }
  figure.kept = (figure.kept ?? 0) + 1
}

/** `countKept` for a case with one such check: records the figure right after it, also when it fails. */
export async function recordKept(figure: Figure, check: () => unknown): Promise<void> {
  try {
    await countKept(figure, check)
  } finally {
    recordFigures([figure])
  }
}

/**
 * Appends counted cases to <output dir>/reliability-figures.jsonl, one JSON line each;
 * `tsx scripts/reliability-figures.ts` sums them for the README. Only the static project's run
 * counts: project `ssr-app` tries the same cases again on the server-rendering server (they must
 * pass there too), and counting them twice would double every figure.
 */
export function recordFigures(figures: Figure[]): void {
  if (!figures.length || (test.info().project.use as { serving?: string }).serving === 'ssr') return
  // The run's output folder (test-results/ unless --output), which Playwright empties at the start of each run.
  const file = resolve(test.info().project.outputDir, 'reliability-figures.jsonl')
  mkdirSync(dirname(file), { recursive: true })
  appendFileSync(file, figures.map((f) => JSON.stringify(f)).join('\n') + '\n')
}

import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/chromium-path'

/**
 * Repeat visit with the network cut: after one online visit of / and of the listing (service worker
 * installed and in control, query cache saved to IndexedDB), the context goes offline, the CPU is
 * slowed 4× through CDP, and each page is loaded `runs` times. Measured: time from navigation start
 * (performance.timeOrigin) to the first product name painted — the first non-empty
 * `[data-testid="product-card"] a`, timed at the end of the frame that first shows it
 * (MutationObserver → requestAnimationFrame → next task).
 */

/*
 * Browser-side code is kept as strings: tsx compiles this file with esbuild's keepNames, whose
 * `__name()` wrappers would not exist in the page if functions were passed to Playwright.
 */

/** Recorded in every page before its own scripts run. */
const MARK_FIRST_PRODUCT = `(() => {
  const named = () => Array.from(document.querySelectorAll('[data-testid="product-card"] a')).some((a) => (a.textContent || '').trim() !== '')
  const observer = new MutationObserver(() => {
    if (window.__firstProductPaint !== undefined || !named()) return
    observer.disconnect()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => { if (window.__firstProductPaint === undefined) window.__firstProductPaint = performance.now() }
      channel.port2.postMessage(0)
    })
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** True once idb-keyval's default store holds every product name on screen (the persisted query cache). */
const PERSISTED_NAMES_SHOWN = `(async () => {
  const names = Array.from(document.querySelectorAll('[data-testid="product-card"] a')).map((a) => (a.textContent || '').trim()).filter(Boolean)
  if (!names.length) return false
  const text = await new Promise((resolve) => {
    const open = indexedDB.open('keyval-store')
    open.onerror = () => resolve('')
    open.onsuccess = () => {
      try {
        const all = open.result.transaction('keyval', 'readonly').objectStore('keyval').getAll()
        all.onsuccess = () => resolve(JSON.stringify(all.result))
        all.onerror = () => resolve('')
      } catch { resolve('') }
    }
  })
  return names.every((n) => text.includes(JSON.stringify(n).slice(1, -1)))
})()`

/** One page's offline repeat-visit result. */
export interface OfflineResult {
  path: string
  /** ms from navigation start to the first product name painted, per run. */
  runs: number[]
  /** True when every measured load was served while offline under service-worker control. */
  servedBySw: boolean
}

async function firstProductShown(page: Page, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction('window.__firstProductPaint', null, {
    timeout,
    polling: 50,
  })
  return Number(await handle.jsonValue())
}

/** Waits until the persisted query cache in IndexedDB holds the product names on screen. */
async function waitForPersistedCache(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(PERSISTED_NAMES_SHOWN, null, { timeout, polling: 250 })
}

async function warmUp(context: BrowserContext, origin: string, paths: string[]): Promise<Page> {
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(origin + path)
    await firstProductShown(page)
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first load is not controlled until the worker claims it; a reload is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await firstProductShown(page)
  }
  for (const path of paths) {
    await page.goto(origin + path)
    await firstProductShown(page)
    await waitForPersistedCache(page)
  }
  return page
}

/**
 * Measures the offline repeat visit of each path (`runs` loads each) in a fresh browser context
 * per path, warmed online with every path first.
 */
export async function measureOffline(options: {
  origin: string
  paths: string[]
  runs: number
  chromePath?: string
}): Promise<OfflineResult[]> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: CHROMIUM_ARGS })
  const results: OfflineResult[] = []
  try {
    for (const path of options.paths) {
      // A phone-sized context like Lighthouse's mobile preset.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'en-IN',
        serviceWorkers: 'allow',
        // The page's CSP forbids eval, which Playwright's string predicates use; it does not change timings.
        bypassCSP: true,
      })
      await context.addInitScript({ content: MARK_FIRST_PRODUCT })
      const page = await warmUp(context, options.origin, options.paths)
      await context.setOffline(true)
      const cdp = await context.newCDPSession(page)
      const runs: number[] = []
      let servedBySw = true
      for (let i = 0; i < options.runs; i++) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(options.origin + path, { waitUntil: 'commit' })
        runs.push(await firstProductShown(page))
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null)
        if (!controlled) servedBySw = false
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      results.push({ path, runs, servedBySw })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

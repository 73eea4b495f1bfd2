import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/chromium-path'

/**
 * Repeat visit with the network cut: after one online visit of / and of the listing (service worker
 * installed and in control, query cache saved to IndexedDB), the browser goes offline, the CPU is
 * slowed 4× through CDP, and each page is loaded `runs` times, in the same tab and after a browser
 * restart. Measured: time from navigation start (performance.timeOrigin) to the first product name
 * painted — the first non-empty `[data-testid="product-card"] a`, timed at the end of the frame
 * that first shows it (MutationObserver → requestAnimationFrame → next task).
 *
 * On the server-rendering server this measures the same thing: the first online visit is rendered
 * on the server, but offline every navigation is answered by the service worker from its precache
 * (never a server render: those are not stored), and the page is filled from IndexedDB.
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

/** A server of the same build to measure: its name (the mode) and origin. */
export interface OfflineSite {
  name: string
  origin: string
}

/** One page's offline repeat visits on one site. */
export interface OfflineResult {
  site: string
  path: string
  /** ms from navigation start to the first product name painted, per load in the same tab. */
  sameTab: number[]
  /** The same, per load right after the browser was restarted (a new browser process, same profile). */
  restart: number[]
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

/** A phone-sized context like Lighthouse's mobile preset. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-IN',
  serviceWorkers: 'allow',
  // The page's CSP forbids eval, which Playwright's string predicates use; it does not change timings.
  bypassCSP: true,
} as const

/** Loads `url` at 4× CPU in `page` (offline) and returns the first product paint and whether the worker served it. */
async function measureLoad(context: BrowserContext, page: Page, url: string): Promise<{ ms: number; sw: boolean }> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url, { waitUntil: 'commit' })
  const ms = await firstProductShown(page)
  const sw = await page.evaluate(() => navigator.serviceWorker.controller !== null)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.detach()
  return { ms, sw }
}

/**
 * The tabs in run `run`'s order: as given, then reversed, and so on. With one fixed order a site's
 * load would always follow the same other site's, and with it whatever that page still does.
 */
export function turnOrder<T>(tabs: readonly T[], run: number): T[] {
  return run % 2 === 0 ? [...tabs] : [...tabs].reverse()
}

/**
 * Waits until a measured page has finished what it does after its first product (its lazy parts,
 * saving the catalogue, registering the worker): an idle moment, at most 3 s, then 300 ms. The next
 * site's load would otherwise share the 2 cores with it.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(IDLE, null).catch(() => undefined)
  await page.waitForTimeout(300)
}

/** Resolves at the page's next idle moment (at most 3 s). */
const IDLE = `new Promise((resolve) => typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(true), { timeout: 3000 }) : setTimeout(resolve, 1000))`

/**
 * Measures the offline repeat visit of each path on each site, `runs` loads each, in two ways:
 * in the same tab (a fresh context per site and path, warmed online with every path first, then
 * offline), and after a browser restart (a profile per site warmed online once; each load then
 * starts a new browser on it, offline, so the service worker, IndexedDB and the code cache start
 * cold). The sites take turns on every run (in the same tab in alternating order, each load
 * followed by that page's settling), so machine noise hits them alike.
 */
export async function measureOffline(options: {
  sites: OfflineSite[]
  paths: string[]
  runs: number
  chromePath?: string
}): Promise<OfflineResult[]> {
  const { sites, paths, runs, chromePath } = options
  const results = sites.flatMap((site) =>
    paths.map((path): OfflineResult => ({ site: site.name, path, sameTab: [], restart: [], servedBySw: true })),
  )
  const resultOf = (site: OfflineSite, path: string) => results.find((r) => r.site === site.name && r.path === path)!
  const record = (r: OfflineResult, kind: 'sameTab' | 'restart', load: { ms: number; sw: boolean }) => {
    r[kind].push(load.ms)
    if (!load.sw) r.servedBySw = false
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
  try {
    for (const path of paths) {
      const tabs: { site: OfflineSite; context: BrowserContext; page: Page }[] = []
      for (const site of sites) {
        const context = await browser.newContext(PHONE)
        await context.addInitScript({ content: MARK_FIRST_PRODUCT })
        tabs.push({ site, context, page: await warmUp(context, site.origin, paths) })
        await context.setOffline(true)
      }
      for (let i = 0; i < runs; i++)
        for (const tab of turnOrder(tabs, i)) {
          record(resultOf(tab.site, path), 'sameTab', await measureLoad(tab.context, tab.page, tab.site.origin + path))
          await settle(tab.page)
        }
      for (const tab of tabs) await tab.context.close()
    }
  } finally {
    await browser.close()
  }

  const profiles = new Map<OfflineSite, string>()
  const launch = (site: OfflineSite, offline: boolean) =>
    chromium.launchPersistentContext(profiles.get(site)!, {
      ...PHONE,
      offline,
      executablePath: chromePath,
      args: CHROMIUM_ARGS,
    })
  try {
    for (const site of sites) {
      profiles.set(site, await mkdtemp(join(tmpdir(), 'bench-profile-')))
      const context = await launch(site, false)
      await context.addInitScript({ content: MARK_FIRST_PRODUCT })
      await warmUp(context, site.origin, paths)
      await context.close()
    }
    for (const path of paths)
      for (let i = 0; i < runs; i++)
        for (const site of sites) {
          const context = await launch(site, true)
          try {
            await context.addInitScript({ content: MARK_FIRST_PRODUCT })
            const page = context.pages()[0] ?? (await context.newPage())
            record(resultOf(site, path), 'restart', await measureLoad(context, page, site.origin + path))
          } finally {
            await context.close()
          }
        }
  } finally {
    for (const dir of profiles.values()) await rm(dir, { recursive: true, force: true })
  }
  return results
}

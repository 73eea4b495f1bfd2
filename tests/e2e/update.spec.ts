import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { test, expect, underServiceWorker } from './fixtures'
import { WORKER } from './servers'

// Every test here is about the service worker (tests/e2e/fixtures.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * A real deploy while two tabs are open: the served folder (E2E_DIST) is replaced by a fresh
 * build whose every chunk has another name (built with source maps, which changes each chunk's
 * content and so its hash), as a host does when it publishes a new version. Old chunk files are
 * gone from the server afterwards, exactly like after a real deploy.
 */

const DIST = resolve(WORKER.dist)
const run = promisify(execFile)

/** Empties `dir` and copies `from` into it (the folder itself stays, so the server keeps serving it). */
async function replaceContents(dir: string, from: string): Promise<void> {
  for (const name of await readdir(dir)) await rm(join(dir, name), { recursive: true, force: true })
  await cp(from, dir, { recursive: true })
}

/** Builds the app again into a new temporary folder (the server hands it the same API); returns that folder. */
async function buildNextVersion(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'storefront-next-'))
  await run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return out
}

test('a deploy never breaks the other open tab: its next page comes from the new version, loaded once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const backup = await mkdtemp(join(tmpdir(), 'storefront-served-'))
  await cp(DIST, backup, { recursive: true })
  let next: string | null = null
  try {
    // Tab 1 installs the worker; tab 2 is an ordinary second tab on the same version.
    await page.goto('/')
    await underServiceWorker(page)
    const other = await context.newPage()
    const otherErrors: string[] = []
    other.on('pageerror', (e) => otherErrors.push(String(e)))
    await other.goto('/')
    await expect(other.getByTestId('product-card').first()).toBeVisible()
    expect(await other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await other.evaluate(() => {
      const w = window as unknown as { oldVersion: boolean; controllerChanged: boolean }
      w.oldVersion = true
      navigator.serviceWorker.addEventListener('controllerchange', () => (w.controllerChanged = true))
    })

    // Deploy: the new build replaces the old one on the server.
    next = await buildNextVersion()
    await replaceContents(DIST, next)
    // The browser's HTTP cache still holds the old chunks the worker once fetched; a phone evicts
    // them soon enough, and then only the server (which no longer has them) can answer. (A DevTools
    // call: the suite runs in Chromium.)
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')

    // Tab 1 finds the new version and the shopper taps Reload: the new worker takes over both tabs
    // and drops the old precache.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByText('A new version is available')).toHaveCount(0)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect
      .poll(() =>
        other.evaluate(() => (window as unknown as { controllerChanged?: boolean }).controllerChanged ?? false),
      )
      .toBe(true)

    // Tab 2, still running the old code, opens a page it has never opened (a lazy route).
    let loads = 0
    other.on('domcontentloaded', () => loads++)
    await other.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your wishlist is empty')
    await expect(other.getByText('Something went wrong')).toHaveCount(0)
    // It came from the new version (a fresh document, no old chunk requested), in one load.
    expect(await other.evaluate(() => (window as unknown as { oldVersion?: boolean }).oldVersion ?? false)).toBe(false)
    const deployed = new Set(await readdir(join(DIST, 'assets')))
    const assets = await other.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.pathname.startsWith('/assets/'))
        .map((u) => u.pathname.slice(8)),
    )
    expect(assets.length).toBeGreaterThan(0)
    expect(assets.filter((a) => !deployed.has(a))).toEqual([])
    // One document load, an ordinary navigation (not a reload after a failure).
    await expect.poll(() => loads).toBe(1)
    expect(
      await other.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('navigate')
    expect(otherErrors).toEqual([])
  } finally {
    await replaceContents(DIST, backup)
    await rm(backup, { recursive: true, force: true })
    if (next) await rm(next, { recursive: true, force: true })
  }
})

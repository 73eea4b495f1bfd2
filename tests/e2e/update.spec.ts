import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { test, expect, underServiceWorker } from './fixtures'
import { WORKER } from './servers'

// Every test here is about the service worker (tests/e2e/fixtures.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * A real deploy while two tabs are open: the served folder (E2E_DIST) is replaced by the next
 * version, whose every chunk has another name, as a host does when it publishes a new build. Old
 * chunk files are gone from the server afterwards, exactly like after a real deploy.
 */

const DIST = resolve(WORKER.dist)

/** Empties `dir` and copies `from` into it (the folder itself stays, so the server keeps serving it). */
async function replaceContents(dir: string, from: string): Promise<void> {
  for (const name of await readdir(dir)) await rm(join(dir, name), { recursive: true, force: true })
  await cp(from, dir, { recursive: true })
}

/**
 * The next version of the served build, in a new temporary folder: every hashed chunk renamed (its
 * hash and every reference to it changed, as a new build's are), the pages and the service worker's
 * precache list (with the pages' new revisions) following. A copy, not a second build: a build
 * here took 10–30 s of CPU in the middle of the run. Compressed copies of changed files are left
 * out (the server then sends them uncompressed).
 */
async function nextVersion(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'storefront-next-'))
  const renamed = new Map<string, string>()
  for (const name of await readdir(join(DIST, 'assets'))) {
    const hashed = /^(.+-[\w-]{8})\.(js|css)$/.exec(name)
    if (hashed) renamed.set(name, `${hashed[1]}n.${hashed[2]}`)
  }
  const names = new RegExp([...renamed.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  const files = (await readdir(DIST, { recursive: true, withFileTypes: true })).filter((f) => f.isFile())
  const texts = new Map<string, string>()
  for (const file of files) {
    const from = join(file.parentPath, file.name)
    const rel = relative(DIST, from)
    const to = join(out, dirname(rel), renamed.get(file.name) ?? file.name)
    await mkdir(dirname(to), { recursive: true })
    if (/\.(br|gz)$/.test(file.name)) continue
    if (!/\.(js|css|html|json|webmanifest)$/.test(file.name)) {
      await cp(from, to)
      continue
    }
    const text = await readFile(from, 'utf8')
    const next = text.replace(names, (n) => renamed.get(n)!)
    if (next === text && !renamed.has(file.name)) await cp(from, to)
    else texts.set(to, next)
  }
  // The precache list names each page with the hash of its content: the pages changed.
  const sw = join(out, 'sw.js')
  let worker = texts.get(sw)!
  for (const [file, text] of texts) {
    const url = relative(out, file)
    const revision = createHash('md5').update(text).digest('hex')
    worker = worker.replace(
      new RegExp(`"revision":"[0-9a-f]+","url":"${url.replace(/\./g, '\\.')}"`),
      `"revision":"${revision}","url":"${url}"`,
    )
  }
  texts.set(sw, worker)
  for (const [file, text] of texts) await writeFile(file, text)
  // Every compressed copy of a file kept as it was still matches it.
  for (const file of files.filter((f) => /\.(br|gz)$/.test(f.name))) {
    const rel = relative(DIST, join(file.parentPath, file.name))
    const of = join(out, rel.replace(/\.(br|gz)$/, ''))
    if (!texts.has(of) && !renamed.has(basename(of))) await cp(join(DIST, rel), join(out, rel))
  }
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
    next = await nextVersion()
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

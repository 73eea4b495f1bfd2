import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import {
  API,
  DEMO,
  test,
  expect,
  expectAccessible,
  setFault,
  clearFaults,
  signInViaApi,
  underServiceWorker,
} from './fixtures'
import { WORKER } from './servers'
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/chromium-path'

// Every test here is about the service worker (tests/e2e/fixtures.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * Offline and installable, against the built app under its service worker.
 * "Network cut" = the browser offline (context.setOffline) AND the reference API dropping every
 * connection (the fault switch), as if it were stopped: no request can reach it either way.
 */

/** The build this worker's app server serves. */
const DIST = WORKER.dist
const LISTING = '/products?category=tv%20%26%20video%20accessories'
const OFFLINE_BANNER = "You're offline — showing saved products"

const cards = (page: Page) => page.getByTestId('product-card')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** The query keys (as JSON) saved in IndexedDB by the persister. */
function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve([])
          const get = db.transaction('keyval').objectStore('keyval').get('storefront-query-cache')
          get.onerror = () => resolve([])
          get.onsuccess = () => {
            const raw = get.result as string | undefined
            if (!raw) return resolve([])
            const saved = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown }[] } }
            resolve(saved.clientState.queries.map((q) => JSON.stringify(q.queryKey)))
          }
        }
      }),
  )
}

/** Every cached URL, runtime-cached body and IndexedDB value of the page's origin, as one searchable text. */
function deviceStorageText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        parts.push(request.url)
        if (request.headers.has('authorization')) parts.push('STORED-WITH-AUTHORIZATION')
        // Bodies of runtime caches only: the precached app code names every API path.
        const response = name.includes('precache') ? undefined : await cache.match(request)
        if (response && response.type !== 'opaque')
          parts.push(
            await response
              .clone()
              .text()
              .catch(() => ''),
          )
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => ok(open.result)
        open.onerror = () => fail(open.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((ok) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll()
          all.onsuccess = () => ok(all.result)
          all.onerror = () => ok([])
        })
        parts.push(JSON.stringify(values))
      }
      db.close()
    }
    return parts.join('\n')
  })
}

async function cutNetwork(context: BrowserContext): Promise<void> {
  await setFault('*', 'drop')
  await context.setOffline(true)
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await clearFaults()
  await context.setOffline(false)
}

/** One online visit of /, the TV listing, its first product and /terms; returns that product's name and path. */
async function visitOnline(page: Page): Promise<{ name: string; path: string }> {
  await page.goto('/')
  await underServiceWorker(page)
  await expect(cards(page).first()).toBeVisible()

  await page.goto(LISTING)
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await expect(cards(page).first()).toBeVisible()
  // Saved as soon as it arrives (a real visit lasts longer than this test's).
  await expect
    .poll(async () =>
      (await savedQueryKeys(page)).some((k) => k.includes('tv & video accessories') && k.includes('"limit":12')),
    )
    .toBe(true)
  const link = cards(page).first().getByRole('link').last()
  const name = (await link.innerText()).trim()
  const path = (await link.getAttribute('href'))!
  await link.click()
  await expect(h1(page)).toHaveText(name)
  await expect.poll(async () => (await savedQueryKeys(page)).some((k) => k.includes('"detail"'))).toBe(true)

  await page.goto('/terms')
  await expect(h1(page)).toHaveText('Terms & Conditions')
  return { name, path }
}

test.afterEach(async ({ context }) => {
  await restoreNetwork(context)
})

test('after one online visit, reloads and in-app navigation work with the network cut', async ({ page, context }) => {
  const product = await visitOnline(page)
  await cutNetwork(context)
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()

  // Full page loads: the service worker serves the shell, the persisted cache the data.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Enhance Your Digital Experience' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  await page.goto(LISTING)
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await expect(cards(page).first()).toBeVisible()
  await page.goto(product.path)
  await expect(h1(page)).toHaveText(product.name)
  await page.goto('/cart')
  await expect(h1(page)).toHaveText('Your cart is empty')
  await page.goto('/wishlist')
  await expect(h1(page)).toHaveText('Your wishlist is empty')
  await page.goto('/terms')
  await expect(h1(page)).toHaveText('Terms & Conditions')
  await expect(page.locator('main p').first()).not.toBeEmpty()
  await page.goto('/privacy')
  await expect(h1(page)).toHaveText('Privacy Policy')
  await expect(page.locator('main p').first()).not.toBeEmpty()
  await expect(page.getByTestId('offline-fallback')).toHaveCount(0)

  // Client-side navigation from the home page, once the footer shows the saved store info (on a
  // phone, its arrival moves the links below it).
  await page.goto('/')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText(/^Support:/)).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click()
  await expect(h1(page)).toHaveText('Terms & Conditions')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(h1(page)).toHaveText('Privacy Policy')
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  await expect(h1(page)).toHaveText('Your wishlist is empty')
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
  await expect(h1(page)).toHaveText('Your cart is empty')
  // On a phone the header's category links sit behind the menu button.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'TV & Video Accessories' }).click()
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await cards(page).first().getByRole('link', { name: product.name }).click()
  await expect(h1(page)).toHaveText(product.name)
  await page.getByRole('banner').getByRole('link', { name: 'Digital Bazaar' }).click()
  await expect(cards(page).first()).toBeVisible()

  // The home page lists the product just viewed.
  await expect(
    page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: product.name }),
  ).toBeVisible()
  await expectAccessible(page)
})

test('cart edits made offline survive a reload and are there when the network returns', async ({ page, context }) => {
  const product = await visitOnline(page)
  await cutNetwork(context)

  await page.goto(product.path)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.goto('/cart')
  const line = page.getByTestId('cart-line').filter({ hasText: product.name })
  await expect(line).toBeVisible()
  await line.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2')

  await page.reload()
  await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2')

  await restoreNetwork(context)
  await page.reload()
  await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
})

test('a product never opened shows the offline state, not a skeleton, and loads when the network returns', async ({
  page,
  context,
}) => {
  const viewed = await visitOnline(page)
  // A real product of another category, never opened on this device.
  const res = await fetch(`${API}/products?category=Audio&limit=1`)
  const body = (await res.json()) as { data: { id: string; title: string }[] }
  const unseen = body.data[0]!
  await cutNetwork(context)

  await page.goto(`/product/${encodeURIComponent(unseen.id)}`)
  const fallback = page.getByTestId('offline-fallback')
  await expect(fallback).toBeVisible()
  await expect(fallback.getByRole('heading', { name: 'You’re offline' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()
  await expect(fallback.getByRole('link', { name: 'Your cart' })).toBeVisible()
  await expect(fallback.getByRole('link', { name: 'Your wishlist' })).toBeVisible()
  await expect(fallback.getByRole('link', { name: 'TV & Video Accessories' })).toBeVisible()
  await expectAccessible(page)

  // Recently viewed products open offline from there.
  await fallback.getByRole('link', { name: viewed.name }).click()
  await expect(h1(page)).toHaveText(viewed.name)
  await page.goBack()
  await expect(fallback).toBeVisible()

  // Network back: the banner goes and the failed page loads by itself.
  await restoreNetwork(context)
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0)
  await expect(h1(page)).toHaveText(unseen.title.trim())
  await expect(fallback).toHaveCount(0)
})

/**
 * The footer's chunk and the first chunk it imports that the page does not load first (neither the
 * entry nor one the main layout's chunk imports), by the build's manifest: `/assets/…` paths.
 */
async function footerChunks(): Promise<{ footer: string; dependency: string }> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
  const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
  const footer = manifest['src/widgets/layout/footer.tsx']
  const layout = Object.entries(manifest).find(([key]) => /^src\/routes\/_main\.tsx\?tsr-split=.*component/.test(key))
  const firstLoad = new Set(layout?.[1].imports ?? [])
  const dependency = footer?.imports
    ?.filter((key) => !firstLoad.has(key))
    .map((key) => manifest[key])
    .find((chunk) => chunk && !chunk.isEntry)
  if (!footer || !dependency) throw new Error('the build has no footer chunk importing a chunk of its own')
  return { footer: `/${footer.file}`, dependency: `/${dependency.file}` }
}

test("the network dropping while the footer's code loads leaves the page standing; the footer comes back with it", async ({
  page,
  context,
}) => {
  // The first visit, before the service worker has saved anything: the footer's chunk is lost.
  const { footer } = await footerChunks()
  await page.route(
    (url) => url.pathname === footer,
    (route) => route.abort('internetdisconnected'),
    { times: 1 },
  )
  await page.goto(LISTING)
  await expect(h1(page)).toHaveText('TV & Video Accessories')
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  // What the footer imports has arrived (a module that failed to load may stay failed for the page's
  // life, and the footer asked for again under an address of its own still imports it): only the
  // footer's own chunk is lost here.
  await page.waitForLoadState('networkidle')
  // The browser going back online asks for it again.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(h1(page)).toHaveText('TV & Video Accessories')
})

test('a footer that cannot come back in this page (a module it imports stays lost) comes back with the next page, loaded in full', async ({
  page,
}) => {
  // The first visit, before the service worker has saved anything: the footer's chunk is lost once,
  // and a module it imports for as long as this document lives. That is what a browser that keeps a
  // failed module failed for the page's life does (older Chromium); a newer one asks again, so the
  // test plays it with the network, and the app must behave the same either way.
  const { footer, dependency } = await footerChunks()
  let lost = true
  await page.route(
    (url) => url.pathname === footer,
    (route) => route.abort('internetdisconnected'),
    { times: 1 },
  )
  await page.route(
    (url) => url.pathname === dependency,
    (route) => (lost ? route.abort('internetdisconnected') : route.fallback()),
  )
  // The next document (home, below) finds the module again.
  await page.route(
    (url) => url.pathname === '/',
    (route) => {
      lost = false
      return route.fallback()
    },
  )
  // The app's word that the footer cannot come back in this page (what it does about it is tested here).
  await page.addInitScript(() =>
    addEventListener('storefront:part-stuck', () => ((window as unknown as { stuck: boolean }).stuck = true)),
  )
  // The cart is rendered in the browser in both serving modes: no footer markup from the server.
  await page.goto('/cart')
  const shopping = page.getByRole('link', { name: 'Continue Shopping' })
  await expect(shopping).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as { stuck?: boolean }).stuck)).toBe(true)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  // The next route change loads the page in full (this marker does not survive it), with its footer.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await shopping.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined()
})

test('a product image that failed is shown once the store serves it again, and only CORS 200s are cached', async ({
  page,
}) => {
  const product = (await (await fetch(`${API}/products/p-hdmi-cable-2m`)).json()) as {
    title: string
    images: { url: string }[]
  }
  // The page asks the API by the app's host name: compare paths.
  const second = new URL(product.images[1]!.url).pathname
  await page.goto('/')
  await underServiceWorker(page)

  // The store's image host fails (500) while the product page is opened under the service worker.
  await setFault('/images', '500')
  await page.goto('/product/p-hdmi-cable-2m')
  await expect(h1(page)).toHaveText(product.title)
  const thumbs = page.getByRole('list', { name: 'Product images' }).locator('img')
  await expect(thumbs).toHaveCount(2)
  await expect(thumbs.nth(1)).toHaveAttribute('src', '/images/fallback-product.svg')

  // Back to normal: the next visit shows the real image (the failure was not kept).
  await clearFaults()
  await page.reload()
  await expect(thumbs.nth(1)).toHaveAttribute('src', /\/images\/p-hdmi-cable-2m--2\.jpg$/)
  await expect
    .poll(() =>
      thumbs.nth(1).evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0)

  // The image cache holds the image now, and nothing opaque or failed.
  const imageCache = () =>
    page.evaluate(async () => {
      const entries: { url: string; type: string; status: number }[] = []
      for (const name of await caches.keys()) {
        if (!name.startsWith('images')) continue
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const response = await cache.match(request)
          entries.push({ url: request.url, type: response?.type ?? 'missing', status: response?.status ?? 0 })
        }
      }
      return entries
    })
  await expect.poll(async () => (await imageCache()).map((e) => new URL(e.url).pathname)).toContain(second)
  expect((await imageCache()).filter((e) => !['cors', 'basic'].includes(e.type) || e.status !== 200)).toEqual([])
})

test('Chrome finds the app installable', async ({ baseURL }) => {
  const dir = await mkdtemp(join(tmpdir(), 'pwa-install-'))
  // A persistent profile: a plain context is incognito, where Chrome never offers installation.
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath() ?? undefined,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseURL}/`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
        timeout: 15_000,
      })
      .toEqual([])
  } finally {
    await context.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test('a new deploy shows the update prompt and Reload brings the new version', async ({ page }) => {
  await page.goto('/')
  await underServiceWorker(page)
  await expect(page.getByText('A new version is available')).toHaveCount(0)

  // "Deploy" a new build: a changed sw.js that can tell which build it is.
  const swPath = join(DIST, 'sw.js')
  const original = await readFile(swPath, 'utf8')
  const mark = `build-${Date.now()}`
  try {
    await writeFile(
      swPath,
      `${original}\n;self.addEventListener('message', (e) => { if (e.data && e.data.type === 'E2E_BUILD') e.ports[0].postMessage('${mark}') });\n`,
    )
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))

    // The new worker waits: the open tab keeps running the old version until the shopper says so.
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(prompt).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(
      true,
    )
    await page.evaluate(() => ((window as unknown as { oldTab: boolean }).oldTab = true))

    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    expect(await page.evaluate(() => (window as unknown as { oldTab?: boolean }).oldTab ?? false)).toBe(false)
    await expect(page.getByText('A new version is available')).toHaveCount(0)
    const build = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (e) => resolve(String(e.data))
          navigator.serviceWorker.controller?.postMessage({ type: 'E2E_BUILD' }, [channel.port2])
          setTimeout(() => resolve('no answer'), 3000)
        }),
    )
    expect(build).toBe(mark)
  } finally {
    await writeFile(swPath, original)
  }
})

test('nothing of a signed-in shopper is stored by the service worker or the persister, and sign-out leaves no trace', async ({
  page,
}) => {
  const token = await signInViaApi(page)
  const orders = (await (await fetch(`${API}/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: string | number
  }[]
  expect(orders.length).toBeGreaterThan(0)
  const secrets = ['/accountInfo', '/api/v1/orders', DEMO.email, token, ...orders.map((o) => `"${o.id}"`)]

  await page.goto('/')
  await underServiceWorker(page)
  await page.goto(LISTING)
  await expect(cards(page).first()).toBeVisible()
  await page.goto('/account')
  await expect(page.getByText(DEMO.email).first()).toBeVisible()
  await page.goto('/orders')
  await expect(page.getByTestId('order-card').first()).toBeVisible()
  await expect.poll(async () => (await savedQueryKeys(page)).some((k) => k.includes('"list"'))).toBe(true)

  // While signed in: the catalogue is persisted, nothing personal; the worker stored no call that
  // carried Authorization (the app's product calls all did).
  expect((await savedQueryKeys(page)).filter((k) => !/^\["(products|store-info)"/.test(k))).toEqual([])
  let stored = await deviceStorageText(page)
  expect(stored).not.toContain('STORED-WITH-AUTHORIZATION')
  expect(stored).not.toContain('/api/v1/products')
  for (const secret of secrets) expect(stored).not.toContain(secret)

  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  stored = await deviceStorageText(page)
  for (const secret of secrets) expect(stored).not.toContain(secret)
})

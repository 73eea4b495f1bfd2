import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { HOME_GUARD_SCRIPT } from '../../src/ssr/home-guard'
import { test, expect, setFault, clearFaults, underServiceWorker, SERVICE_WORKER, appIsLive } from './fixtures'
import { WORKER } from './servers'

/*
 * The static first views of the built app on a plain static host: the prerendered pages and the
 * route-neutral shell, before the JavaScript and under the service worker, online and offline.
 */

const HERO = 'Enhance Your Digital Experience'

/** Records, from the first byte, every h1 text the page ever shows (static HTML and every React render). */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __h1s: string[] }).__h1s = seen
    const note = () => document.querySelectorAll('h1').forEach((h) => seen.push(h.textContent ?? ''))
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true })
  })
}
const headingsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __h1s: string[] }).__h1s)

/** Stops the app's JavaScript, so what is on screen is the HTML's own first view. */
async function withoutJavaScript(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort())
}

async function cutNetwork(context: BrowserContext): Promise<void> {
  await setFault('*', 'drop')
  await context.setOffline(true)
}

test.afterEach(async ({ context }) => {
  await clearFaults()
  await context.setOffline(false)
})

test('a deep link never shows the home hero, in its HTML or on screen', async ({ page }) => {
  for (const path of ['/cart', '/wishlist', '/product/x', '/products?category=audio']) {
    const html = await (await page.request.get(path, { headers: { 'Sec-Fetch-Mode': 'navigate' } })).text()
    expect(html, path).not.toContain(HERO)
    expect(html, path).not.toMatch(/your (cart|wishlist) is empty/i)
  }

  // First paint, before the JavaScript: the header and a neutral placeholder.
  await withoutJavaScript(page)
  await page.goto('/cart')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  await page.unrouteAll()

  // With the app: from the first byte to the page, the hero never appears.
  await recordHeadings(page)
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  await page.goto('/product/x')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
  expect(await headingsSeen(page)).not.toContain(HERO)
})

test("a shopper's full cart is never first shown empty", async ({ page }) => {
  await page.goto('/terms')
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'p-1', name: 'Saved cable', image: '', price: 499, quantity: 2 }]),
    ),
  )
  await recordHeadings(page)
  await page.goto('/cart')
  await expect(page.getByText('Saved cable')).toBeVisible()
  expect((await headingsSeen(page)).join('|')).not.toMatch(/cart is empty/i)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the app takes over the first view without a layout shift (${viewport.width} px, 4x slower CPU)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      const moved: string[] = []
      ;(window as unknown as { __moved: string[] }).__moved = moved
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          shifts.push(entry.value)
          // What moved, for the failure message: tag, id and the start of its text.
          for (const { node } of entry.sources ?? [])
            if (node instanceof Element)
              moved.push(`${node.tagName.toLowerCase()}#${node.id} "${(node.textContent ?? '').slice(0, 40)}"`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of ['/', '/login', '/cart', '/product/x']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The store's data and the lazy parts (header search, footer) arrive: once the footer is in
      // (the sign-in card has none) and the network has been quiet for 500 ms, nothing is left to
      // come in and move the page.
      if (path !== '/login') await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.waitForLoadState('networkidle')
      const moved = await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
        `${path}: ${moved.join(', ')}`,
      ).toEqual([])
    }
  })
}

test('a prerendered page is taken over in place: nothing shown leaves the page, no field is replaced, the height never drops (home, 1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // From the first byte: every footer, footer link, field and main that leaves the document, and the
  // page's height at each frame once it shows.
  await page.addInitScript(() => {
    const gone: string[] = []
    const heights: number[] = []
    Object.assign(window, { __gone: gone, __heights: heights })
    const watched = 'footer, footer a, input, select, main, [role="contentinfo"]'
    new MutationObserver((records) => {
      for (const { removedNodes } of records)
        for (const node of removedNodes)
          if (node instanceof Element)
            for (const el of [node, ...node.querySelectorAll(watched)])
              if (el.matches(watched)) gone.push(`${el.tagName.toLowerCase()} ${el.textContent?.slice(0, 30) ?? ''}`)
    }).observe(document, { childList: true, subtree: true })
    const frame = () => {
      if (document.getElementById('root-end')) heights.push(document.documentElement.scrollHeight)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  // The app has taken over and the store's data is in: cards, and the store's own footer.
  await appIsLive(page)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await page.getByLabel('Email address').fill('shopper@example.com')
  await expect(page.getByLabel('Email address')).toHaveValue('shopper@example.com')

  const { gone, heights } = await page.evaluate(() => {
    const w = window as unknown as { __gone: string[]; __heights: number[] }
    return { gone: w.__gone, heights: w.__heights }
  })
  expect(gone).toEqual([])
  expect(heights.length).toBeGreaterThan(0)
  // The first view's height (header, hero, placeholders, footer) is a floor: nothing collapses it.
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(heights[0]! * 0.98)
})

test("a host whose fallback is index.html (home's page) shows no home content at another path, not even for a frame", async ({
  page,
  baseURL,
}) => {
  // What such a host sends for /contact, /cart and /orders: the bytes and headers of index.html.
  await page.route(/\/(contact|cart|orders)$/, async (route) => {
    const home = await route.fetch({ url: new URL('/', baseURL).href })
    expect(await home.text()).toContain(`${HERO}</h1>`)
    await route.fulfill({ response: home })
  })
  // Every frame (before it paints): whether home's hero is shown.
  await page.addInitScript((hero) => {
    const shown: string[] = []
    Object.assign(window, { __heroShown: shown })
    const frame = () => {
      for (const h of document.querySelectorAll('h1'))
        if (h.textContent?.includes(hero) && h.checkVisibility({ visibilityProperty: true }))
          shown.push(location.pathname)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, HERO)
  const pages: [string, RegExp][] = [
    ['/contact', /Contact Us/],
    ['/cart', /Your cart is empty/],
    ['/orders', /Sign in/],
  ]
  for (const [path, h1] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await appIsLive(page)
    expect(await page.evaluate(() => (window as unknown as { __heroShown: string[] }).__heroShown), path).toEqual([])
    await expect(page.getByText(HERO)).toHaveCount(0)
  }
  // Home itself still shows its prerendered first view.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible()
})

/** The build's chunk of a route file's page (`src/routes/…`) and the chunks it imports, but the entry: `/assets/…` paths. */
async function routeChunks(routeFile: string): Promise<string[]> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
  const manifest = JSON.parse(await readFile(join(WORKER.dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
  const key = Object.keys(manifest).find((k) => k.startsWith(`${routeFile}?tsr-split=`) && k.includes('component'))
  const chunk = key ? manifest[key] : undefined
  if (!chunk) throw new Error(`no page chunk for ${routeFile}`)
  const imports = (chunk.imports ?? []).map((k) => manifest[k]!).filter((c) => !c.isEntry)
  return [chunk, ...imports].map((c) => `/${c.file}`)
}

test('/login and the other prerendered pages carry their own first view in the HTML', async ({ page }) => {
  // Their route chunks are asked for with the entry (modulepreload), not once it has run.
  const chunks: Record<string, string[]> = {
    '/': [...(await routeChunks('src/routes/_main.tsx')), ...(await routeChunks('src/routes/_main/index.tsx'))],
    '/login': [...(await routeChunks('src/routes/_auth.tsx')), ...(await routeChunks('src/routes/_auth/login.tsx'))],
  }
  const pages: Record<string, string> = {
    '/login': '<h1 id="login-title">Sign in</h1>',
    '/register': 'Create an account</h1>',
    '/contact': 'Contact Us</h1>',
    '/track-order': 'Track Your Order</h1>',
    '/terms': 'Terms &amp; Conditions</h1>',
    '/': `${HERO}</h1>`,
  }
  for (const [path, h1] of Object.entries(pages)) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).toContain(h1)
    // No inline script but home's guard (the static host's policy has no nonce: it allows the guard
    // by its hash); no server-render mark, but the path the page is hydrated at.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1])
    expect(inline, path).toEqual(path === '/' ? [HOME_GUARD_SCRIPT] : [])
    expect(html, path).not.toContain('data-ssr')
    expect(html, path).toContain(`<div id="root-end" hidden data-prerendered="${path}"></div>`)
    const head = html.slice(0, html.indexOf('</head>'))
    for (const file of chunks[path] ?? [])
      expect(head, path).toContain(`<link rel="modulepreload" crossorigin href="${file}"`)
  }

  await withoutJavaScript(page)
  await page.goto('/login')
  // Which form comes first depends on the store (its `otp`): a placeholder holds the place until then.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
  // Home: the hero, and placeholders where the store's categories and products will be.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible()
  await expect(page.getByLabel('Loading categories')).toBeVisible()
})

test(
  'offline, a navigation gets its own prerendered page or the neutral shell, then the app',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await page.goto('/')
    await underServiceWorker(page)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await cutNetwork(context)

    const login = await page.goto('/login')
    expect(await login!.text()).toContain('<h1 id="login-title">Sign in</h1>')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

    const cart = await page.goto('/cart')
    const cartHtml = await cart!.text()
    expect(cartHtml).not.toContain(HERO)
    expect(cartHtml).not.toContain('<h1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')

    const home = await page.goto('/')
    expect(await home!.text()).toContain(`${HERO}</h1>`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  },
)

test(
  'served by an HTML server, a navigation asks it first, never stores its answer, and falls back offline',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await page.goto('/')
    await underServiceWorker(page)
    // What a server-rendered page does on load: tell the worker the app comes from an HTML server.
    await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      ready.active!.postMessage({ type: 'SERVER_RENDERED' })
    })
    // Stand in for the server's render of a product page (the worker's own fetches are routed too).
    let delayMs = 0
    await context.route('**/product/p-rendered', async (route) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      await route
        .fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><title>x</title><main><h1>SERVER-RENDER-MARK</h1></main>',
        })
        .catch(() => undefined)
    })

    await expect
      .poll(async () => (await (await page.goto('/product/p-rendered'))!.text()).includes('SERVER-RENDER-MARK'))
      .toBe(true)
    // A page the server does not render still comes from the precache.
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')

    // A slow server: the precached shell answers within the navigation timeout.
    delayMs = 5000
    const started = Date.now()
    const slow = await page.goto('/product/p-rendered')
    expect(Date.now() - started).toBeLessThan(4000)
    expect(await slow!.text()).not.toContain('SERVER-RENDER-MARK')
    delayMs = 0

    // Offline: the precached shell, never the server's earlier answer. (A routed request would still
    // be answered by the stand-in with the browser offline.)
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await cutNetwork(context)
    const offline = await page.goto('/product/p-rendered')
    expect(await offline!.text()).not.toContain('SERVER-RENDER-MARK')
    const stored = await page.evaluate(async () => {
      const texts: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const response = await cache.match(request)
          texts.push(request.url, (await response?.clone().text()) ?? '')
        }
      }
      return texts.join('\n')
    })
    expect(stored).not.toContain('SERVER-RENDER-MARK')
    expect(stored).not.toContain('/product/p-rendered')
  },
)

test('the install offer, which comes late, pushes nothing on screen down (1280 px, a short page)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  // The footer is on screen (below the page, a screen down).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  const before = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length)
  // What Chrome fires once the service worker runs and the app is installable.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })))
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible()
  await page.waitForTimeout(300)
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
  expect(shifts.slice(before)).toEqual([])
})

test('a first visit reads config.json and store info once each (the preloads), and loads the service worker only once the page has what it shows', async ({
  page,
}) => {
  const events: string[] = []
  page.on('request', (r) => events.push(`start ${new URL(r.url()).pathname}`))
  page.on('requestfinished', (r) => events.push(`end ${new URL(r.url()).pathname}`))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible()
  await expect.poll(() => events.some((e) => /^start .*\/register-sw-/.test(e)), { timeout: 15_000 }).toBe(true)

  expect(events.filter((e) => e === 'start /config.json')).toHaveLength(1)
  expect(events.filter((e) => e.startsWith('start ') && e.endsWith('/storeInfo'))).toHaveLength(1)
  // The featured products' answer and the photos on screen (not the lazy ones further down) came
  // before the service worker's code was asked for.
  const eager = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.loading !== 'lazy' && img.currentSrc)
      .map((img) => new URL(img.currentSrc).pathname),
  )
  expect(eager.length).toBeGreaterThan(0)
  const worker = events.findIndex((e) => /^start .*\/(register-sw|outbox-wiring)-/.test(e))
  const products = events.findLastIndex((e) => /^end .*\/products$/.test(e))
  expect(products).toBeGreaterThan(-1)
  expect(worker).toBeGreaterThan(products)
  for (const path of eager) expect(events.indexOf(`end ${path}`), path).toBeLessThan(worker)
})

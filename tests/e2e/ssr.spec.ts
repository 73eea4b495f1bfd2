import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { startSsrServer, type RunningSsrServer } from '../../serve/ssr-server'
import { API, expect, setFault, test, underServiceWorker, SERVICE_WORKER } from './fixtures'
import { WORKER } from './servers'

/*
 * The server-rendering server (serve/ssr-server.ts), started here on a free port against this
 * worker's reference API; the rest of the suite runs on the static server. Its renderer is the one
 * build's (what `npm run build` writes to dist-server/), built here when missing; the server reads
 * the API's address from STORE_API_URL and hands it to the browser.
 */
const PRODUCT = 'p-smart-wifi-plug'
let ssr: RunningSsrServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const serverEntry = resolve(WORKER.serverEntry)
  if (!existsSync(serverEntry))
    execFileSync('npx', ['vite', 'build', '--ssr', '--outDir', resolve(serverEntry, '..'), '--logLevel', 'warn'], {
      stdio: 'inherit',
    })
  // The address the browser calls too: the store names its images after the host it is asked on.
  process.env.STORE_API_URL = WORKER.apiBase
  ssr = await startSsrServer({ dir: WORKER.dist, serverEntry, port: 0, host: '127.0.0.1', apiBase: WORKER.apiBase })
})
test.afterAll(async () => {
  await ssr?.close()
})

/** The product's name as the store API has it. */
async function productName(id: string): Promise<string> {
  const res = await fetch(`${API}/products/${id}`)
  return ((await res.json()) as { title: string }).title
}

test("a product page's HTML has the product and its photo at high priority, preloaded", async () => {
  const name = await productName(PRODUCT)
  const res = await fetch(`${ssr.url}/product/${PRODUCT}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toContain('<div id="root" data-ssr>')
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`))
  const img = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0]
  expect(img).toBeDefined()
  const src = /\ssrc="([^"]+)"/.exec(img!)![1]!
  expect(res.headers.get('link')).toContain(`<${src}>; rel=preload; as=image; fetchpriority=high`)
  expect(res.headers.get('cache-control')).toBe('no-store')
  // Only the photo is preloaded; the code (the entry, the page's chunks, the code that takes the
  // server's state) is named in the inline loader that asks for it once the page has painted.
  expect(res.headers.get('link')).not.toContain('modulepreload')
  expect(html).not.toContain('<script type="module"')
  const files = JSON.parse(/\((\["\/assets\/[^\]]+\]), \d+\)<\/script>/.exec(html)![1]!) as string[]
  expect(files[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  expect(files.some((file) => /^\/assets\/server-state-[\w-]+\.js$/.test(file))).toBe(true)
  expect(files.some((file) => /^\/assets\/product\._id-[\w-]+\.js$/.test(file))).toBe(true)
})

test("a product page's photo is in before its code is asked for, and the page then hydrates", async ({ page }) => {
  await page.goto(`${ssr.url}/product/${PRODUCT}`)
  // The router removes its bootstrap state once the page has hydrated.
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const code = entries.filter((e) => e.name.includes('/assets/') && e.name.endsWith('.js'))
    return {
      photoEnd: entries.find((e) => e.name.includes('/images/'))?.responseEnd ?? Number.NaN,
      firstCode: Math.min(...code.map((e) => e.startTime)),
    }
  })
  expect(order.firstCode).toBeGreaterThan(order.photoEnd)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('Added to cart')).toBeVisible()
})

test('every part of a rendered page is in its place in the HTML, none left for a script to move in later', async () => {
  // The page is sent whole (its status is known only once rendered): no boundary left as a
  // placeholder for an inline script to fill in later.
  for (const path of [`/product/${PRODUCT}`, '/products?category=tv+%26+video+accessories&page=2', '/']) {
    const res = await fetch(`${ssr.url}${path}`)
    const html = await res.text()
    expect(html, path).toContain('<div id="root" data-ssr>')
    expect(html, path).not.toContain('<!--$?-->')
    expect(html, path).not.toMatch(/\$RC\(/)
    expect(html, path).toMatch(/<footer[\s>]/)
  }
})

test('the page hydrates with the server data: no store request for it, no console error, no CSP violation', async ({
  page,
}) => {
  const name = await productName(PRODUCT)
  const storeRequests: string[] = []
  const consoleErrors: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(API)) storeRequests.push(new URL(r.url()).pathname)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  // Marks the server's heading before any script runs: the same node after hydration means React
  // kept the server's markup rather than rendering the page again.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('#root[data-ssr] h1')
      if (h1) {
        h1.setAttribute('data-from-server', '')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${ssr.url}/product/${PRODUCT}`)
  // The router removes its bootstrap state once the page has hydrated.
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  await expect(page.getByRole('heading', { level: 1, name })).toHaveAttribute('data-from-server', '')
  // Interactive: Back (opened directly, it goes to the listing) navigates in the page.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.getByRole('button', { name: '← Back' }).click()
  await expect(page).toHaveURL(/\/products$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  expect(storeRequests.filter((p) => p.endsWith(`/products/${PRODUCT}`))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test("a shopper who scrolls the server's page before the app has started keeps their place", async ({ page }) => {
  // A slow phone: the server's listing is on screen while the app's code is still on its way, and
  // the shopper scrolls down. When the app starts, the router must not put the page back at the top.
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${ssr.url}/products?category=tv+%26+video+accessories&page=2`, { waitUntil: 'commit' })
  const ninth = page.getByTestId('product-card').nth(8)
  await ninth.scrollIntoViewIfNeeded()
  // Every place the window is moved to from here on, the app's own moves included (the scroll above
  // may still report its own place).
  const top = await page.evaluate(() => {
    const places: number[] = []
    ;(window as unknown as { places: number[] }).places = places
    addEventListener('scroll', () => places.push(scrollY))
    return scrollY
  })
  expect(top).toBeGreaterThan(0)
  release()
  // The router removes its bootstrap state once the page has hydrated; then the app settles.
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
  const places = await page.evaluate(() => (window as unknown as { places: number[] }).places)
  expect(places.filter((place) => place !== top)).toEqual([])
  expect(await page.evaluate(() => scrollY)).toBe(top)
  await expect(ninth).toBeInViewport()
  // The place is also the one Back comes back to, though the window has not moved since the app started.
  const name = (await ninth.getByRole('link').last().textContent())!
  await ninth.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(ninth.getByRole('link', { name })).toBeInViewport()
})

test('a 5 s store delay still gets the plain shell in under 1 s, and the browser takes over', async ({ page }) => {
  const name = await productName(PRODUCT)
  await setFault('*', 'delay', { ms: 5000 })
  const started = Date.now()
  const res = await fetch(`${ssr.url}/product/${PRODUCT}`)
  const html = await res.text()
  const wall = Date.now() - started
  // The server's own clock, from the request's arrival to the shell (its Server-Timing header), is
  // what the render budget bounds. The wall clock also holds the test process's own scheduling and
  // connection: on a busy CI host it once read 1.6 s (about 0.65 s here). It must still be well
  // under the store's 5 s: the shell never waits for the store.
  const serverMs = Number(/ssr;desc="shell";dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1])
  expect(serverMs, `server ${serverMs} ms, wall clock ${wall} ms`).toBeLessThan(1000)
  expect(wall, `server ${serverMs} ms, wall clock ${wall} ms`).toBeLessThan(3000)
  expect(res.status).toBe(200)
  expect(html).toContain('<div id="root">')
  expect(html).not.toContain('data-ssr')
  await page.goto(`${ssr.url}/product/${PRODUCT}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({
    timeout: 15_000,
  })
})

test('a store slower than the head wait: the head goes ahead, the page follows with its data and hydrates', async ({
  page,
}) => {
  // Home waits for the store info (250 ms late here), then its featured products: well past the head wait.
  await setFault('/storeInfo', 'delay', { ms: 250 })
  const res = await fetch(`${ssr.url}/`)
  expect(res.status).toBe(200)
  expect(res.headers.get('server-timing')).toMatch(/^ssr;desc="head"/)
  const html = await res.text()
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  // The page's styles come before #root, which the CSS of index.html shows only once ROOT_END is parsed.
  expect(html).toMatch(/<\/head>[\s\S]*<style[^>]*data-styled[^>]*>[\s\S]*<div id="root" data-ssr>/)
  await page.goto(`${ssr.url}/`)
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("a store too slow for the budget once the head has gone: the page ends as home's prerendered page, and the app takes over", async ({
  page,
}) => {
  await setFault('/storeInfo', 'delay', { ms: 1500 })
  const res = await fetch(`${ssr.url}/`)
  expect(res.headers.get('server-timing')).toMatch(/^ssr;desc="head"/)
  const html = await res.text()
  expect(html).not.toContain('data-ssr')
  // The static answer's rest: its styles, then its prerendered #root (the hero heading), whole.
  expect(html).toMatch(
    /<\/head>[\s\S]*<style[^>]*data-styled[^>]*>[\s\S]*<div id="root">[\s\S]*<h1[^>]*>Enhance Your Digital Experience<\/h1>/,
  )
  expect(html).toMatch(/<\/body>\s*<\/html>\s*$/)
  await page.goto(`${ssr.url}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Enhance Your Digital Experience' })).toBeVisible()
  // The app renders over it and fills in the featured products once the slow store answers.
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 })
})

test("an unknown product is a 404 with 'Product Not Found', before and after hydration", async ({ page }) => {
  const res = await fetch(`${ssr.url}/product/no-such-product`)
  expect(res.status).toBe(404)
  expect(await res.text()).toMatch(/<h1[^>]*>Product Not Found<\/h1>/)
  const answer = await page.goto(`${ssr.url}/product/no-such-product`)
  expect(answer?.status()).toBe(404)
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible()
})

test(
  "under the service worker, a server's pages still come from the server, and from the build's own pages once it is gone",
  { tag: SERVICE_WORKER },
  async ({ page }) => {
    test.setTimeout(90_000)
    const name = await productName(PRODUCT)
    // A server of this test's own (its own origin, so its own worker), to stop halfway.
    const own = await startSsrServer({
      dir: WORKER.dist,
      serverEntry: resolve(WORKER.serverEntry),
      port: 0,
      host: '127.0.0.1',
      apiBase: WORKER.apiBase,
    })
    try {
      await page.goto(`${own.url}/product/${PRODUCT}`)
      await underServiceWorker(page)

      // The server-rendered page told the worker: its navigations to rendered pages ask the server.
      await expect
        .poll(async () => {
          const res = await page.goto(`${own.url}/products?category=Audio`)
          return res!.fromServiceWorker() && (await res!.text()).includes('<div id="root" data-ssr>')
        })
        .toBe(true)
      const product = await page.goto(`${own.url}/product/${PRODUCT}`)
      expect(product!.fromServiceWorker()).toBe(true)
      expect(await product!.text()).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`))
      // A page the server does not render: the worker's precached prerendered page.
      const login = await page.goto(`${own.url}/login`)
      expect(login!.fromServiceWorker()).toBe(true)
      expect(await login!.text()).toContain('<h1 id="login-title">Sign in</h1>')

      // The server is gone: the precached shell, never a render kept from before; then the app.
      await own.close()
      const gone = await page.goto(`${own.url}/product/${PRODUCT}`)
      expect(gone!.fromServiceWorker()).toBe(true)
      const html = await gone!.text()
      expect(html).not.toContain('data-ssr')
      expect(html).not.toContain(name)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 })
    } finally {
      await own.close()
    }
  },
)

test("a product page's head: JSON-LD, canonical and preview tags; robots.txt and the sitemap from the store", async () => {
  const product = (await (await fetch(`${API}/products/p-hdmi-cable-2m`)).json()) as {
    title: string
    regularPrice: number
    discountedPrice: number | null
    rating: { average: number; count: number }
  }
  const html = await (await fetch(`${ssr.url}/product/p-hdmi-cable-2m?utm_source=whatsapp&fbclid=x`)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const ld = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, never>,
  )
  const [item, crumbs] = ld
  const price = product.discountedPrice ?? product.regularPrice
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: 'p-hdmi-cable-2m',
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: price.toFixed(2),
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: 23 },
  })
  // The price in the JSON-LD is the one the page shows.
  expect(html).toContain(`₹${price.toLocaleString('en-IN')}`)
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
  expect(head).toContain(`<link rel="canonical" href="${ssr.url}/product/p-hdmi-cable-2m" />`)
  expect(head).toContain('<meta property="og:type" content="product" />')
  expect(head).toMatch(/<meta property="og:title" content="[^"]+ · Digital Bazaar" \/>/)
  expect(head).toMatch(/<meta property="og:image" content="http[^"]+" \/>/)
  expect(head).toContain('<meta property="product:price:currency" content="INR" />')
  expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/)

  const robots = await (await fetch(`${ssr.url}/robots.txt`)).text()
  expect(robots).toContain('Disallow: /checkout')
  expect(robots).toContain(`Sitemap: ${ssr.url}/sitemap.xml`)
  const sitemap = await fetch(`${ssr.url}/sitemap.xml`)
  expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600')
  const xml = await sitemap.text()
  const { count } = (await (await fetch(`${API}/products?limit=1`)).json()) as { count: number }
  expect(xml.match(/<loc>[^<]*\/product\/[^<]*<\/loc>/g)).toHaveLength(count)
  expect(xml).toContain(`<loc>${ssr.url}/</loc>`)
})

import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { watchCsp, type CspWatch } from './csp-watch'
import { WORKER } from './servers'

/** This worker's reference API. */
export const API = `http://127.0.0.1:${WORKER.apiPort}/api/v1`
/** This worker's static app server. */
export const APP = `http://localhost:${WORKER.appPort}`
/** This worker's server-rendering app server (same build, same API). */
export const SSR_APP = `http://localhost:${WORKER.ssrAppPort}`

/** Which app server a project's pages open on: the static host, or the server-rendering server. */
export type Serving = 'static' | 'ssr'

/** Resets the reference API's database (optionally to the hostile variant) and clears faults. */
export async function resetApi(variant?: 'hostile'): Promise<void> {
  await fetch(`${API}/__faults`, { method: 'DELETE' })
  const res = await fetch(`${API}/__reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(variant ? { variant } : {}),
  })
  if (!res.ok) throw new Error(`reset failed: ${res.status}`)
}

/** Turns on a fault of the reference API for a route prefix ('*' = all), optionally for one method only and (for 'delay') with its length in ms. */
export async function setFault(
  route: string,
  mode: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; ms?: number } = {},
): Promise<void> {
  const res = await fetch(`${API}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route, mode, ...options }),
  })
  if (!res.ok) throw new Error(`fault failed: ${res.status}`)
}

/** Clears every fault. */
export async function clearFaults(): Promise<void> {
  await fetch(`${API}/__faults`, { method: 'DELETE' })
}

/** Makes the reference API a plain store: no capabilities, CORS allowing only Content-Type and Authorization (`resetApi` ends it). */
export async function plainStore(): Promise<void> {
  const res = await fetch(`${API}/__profile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plain: true }),
  })
  if (!res.ok) throw new Error(`plain store failed: ${res.status}`)
}

/**
 * The tag of a test that needs the service worker (offline, updates, install, Background Sync): only
 * such a test, or a spec file that says `test.use({ serviceWorkers: 'allow' })`, lets it run. The
 * worker's first install fetches and stores the whole precache (about 110 files), about a third of
 * a test's CPU, and a test about something else would only pay for it, at a moment that varies.
 */
export const SERVICE_WORKER = '@service-worker'

/**
 * The tag of a test whose pages are all rendered in the browser in both serving modes (none is a
 * page the HTML server renders: see rendersOnServer): project `ssr-app` would run it exactly as
 * project `app` does, so it leaves it out.
 */
export const BROWSER_RENDERED = '@browser-rendered'

/**
 * The tag of a test about what the app does once started (dialogs, the wishlist, the cart across
 * tabs): which server sent its first page does not change that, so project `ssr-app` leaves it out.
 */
export const AFTER_START = '@after-start'

/**
 * The tag of a test that needs the full Chromium, not the headless shell most tests run in
 * (playwright.config.ts): Background Sync, which the shell never fires. Project `app-full-browser`
 * runs it; `ssr-app` leaves it out (what it checks happens with no page open).
 */
export const FULL_BROWSER = '@full-browser'

/** Waits for the service worker and reloads once if needed, so the page is controlled by it. */
export async function underServiceWorker(page: Page): Promise<void> {
  const active = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active != null))
  await expect
    .poll(active, { message: `no service worker: is the test tagged ${SERVICE_WORKER}?`, timeout: 30_000 })
    .toBe(true)
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits until the app has taken over the page: a server-rendered or prerendered page keeps every
 * control disabled until then (components/ui/live-fieldset.tsx). Needed before `focus()`, which,
 * unlike clicks and typing, does not wait for a control to be enabled.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
}

/**
 * Fails the test on a serious or critical axe-core violation (WCAG 2.2 AA tags) on the page.
 * Toasts are transient overlays (mid-animation they have partial opacity and may sit over a
 * control), so they are hidden while the page is analysed; `expectToastsAccessible` checks them
 * once they have settled.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A route change scrolls smoothly to the top; analyse the page once it has come to rest, not
  // while the sticky header is still sliding over the content.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((ok) => {
            const y = scrollY
            setTimeout(() => ok(scrollY === y), 150)
          }),
      ),
    )
    .toBe(true)
  // The sticky header lies over whatever is scrolled under it (axe's target-size then counts a field
  // as covered, depending on the scroll position): analysed in its place in the flow.
  const hidden = await page.addStyleTag({
    content:
      '[data-sonner-toaster] { display: none !important; } header[data-opaque] { position: relative !important; }',
  })
  try {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
  } finally {
    await hidden.evaluate((el) => (el as Element).remove())
  }
}

/** Axe check of the visible toasts alone, after their entry animation has finished. */
export async function expectToastsAccessible(page: Page): Promise<void> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first()
  await expect(toast).toBeVisible()
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').withTags(WCAG_TAGS).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/**
 * Shows /checkout's address form: a shopper with saved addresses (the demo shopper) taps "Add a new address", and
 * "Save this address" is turned off so the store gets only the order, as before saved addresses.
 */
export async function openAddressForm(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add a new address' })
  await expect(page.getByLabel('Full name').or(add)).toBeVisible()
  if (await add.isVisible()) await add.click()
  const save = page.getByLabel('Save this address')
  if (await save.isVisible()) await save.uncheck()
}

/** Fills /checkout's address form with a valid Indian address (Bengaluru, PIN 560001, +91 mobile). */
export async function fillShipping(page: Page): Promise<void> {
  await openAddressForm(page)
  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('PIN code').fill('560001')
  await page.getByLabel('Flat, House no., Building').fill('12 MG Road')
  await page.getByLabel('Area, Street, Sector, Village').fill('Ashok Nagar')
  // Town and state come from the PIN directory; the shopper writes the town their way.
  await expect(page.getByLabel('Town/City')).toHaveValue('Bangalore')
  await page.getByLabel('Town/City').fill('Bengaluru')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
}

/** The street part fillShipping's address is ordered with. */
export const FILLED_STREET = '12 MG Road, Ashok Nagar'

/** At /login: the e-mail form, one tap away where the store lists `otp` (the reference API does) and its info was read. */
export async function openEmailSignIn(page: Page): Promise<void> {
  const toEmail = page.getByRole('button', { name: 'Use email and password instead' })
  await expect(toEmail.or(page.getByLabel('Email', { exact: true }))).toBeVisible()
  if (await toEmail.isVisible()) await toEmail.click()
}

/** The demo shopper of the seed. */
export const DEMO = { email: 'demo@example.com', password: 'demo1234' }

/** Signs in through the API (not the UI) and stores the token as the app does (`auth_token`). Call before page.goto. */
export async function signInViaApi(page: Page, who = DEMO): Promise<string> {
  const res = await fetch(`${API}/users/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  })
  const { token } = (await res.json()) as { token: string }
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('auth_token', t)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, token)
  return token
}

/**
 * A console message of React's about hydration: a mismatch ("did not match", "Hydration failed"),
 * a boundary thrown away and rendered again, or their minified production errors (#418–#425).
 */
export const HYDRATION_ERROR =
  /hydrat|did not match|switched to client rendering|recoverable|Minified React error #4(1[89]|2[0-5])\b/i

/**
 * `test` with a fresh API database per test and a `pageErrors` list that must stay empty:
 * an uncaught exception in the page, a hydration error (HYDRATION_ERROR), or a Content-Security-Policy violation in any page of the
 * test's context (see csp-watch.ts for what counts as one), fails the test.
 */
export const test = base.extend<{ pageErrors: string[]; csp: CspWatch }, { serving: Serving }>({
  // Set per project in playwright.config.ts.
  serving: ['static', { option: true, scope: 'worker' }],
  // Pages open on this worker's own app server of the project's kind.
  baseURL: async ({ serving }, provide) => {
    await provide(serving === 'ssr' ? SSR_APP : APP)
  },
  // Blocked unless the test is about it (SERVICE_WORKER above). Playwright reads a fixture's
  // dependencies from its first parameter, which must be an object pattern: baseURL is a harmless one.
  serviceWorkers: async ({ baseURL: _ }, provide, testInfo) => {
    await provide(testInfo.tags.includes(SERVICE_WORKER) ? 'allow' : 'block')
  },
  csp: [
    async ({ context }, use) => {
      await use(await watchCsp(context))
    },
    { scope: 'test' },
  ],
  pageErrors: [
    async ({ page, csp }, use) => {
      await resetApi()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(String(e)))
      // React reports a hydration mismatch as a recoverable error (in production, its error 418–425).
      page.on('console', (m) => {
        if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(m.text())
      })
      await use(errors)
      expect(errors, 'uncaught exceptions or hydration errors in the page').toEqual([])
      expect(await csp.violations(), 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * Scrolls the page so that `target` sits at the bottom of the screen (24 px above its edge), as for
 * a shopper who scrolled just far enough to reach it, or at the top just below the sticky header;
 * again until the page has come to rest there (a smooth scroll under way would carry it on).
 */
export async function scrollTargetTo(target: Locator, edge: 'top' | 'bottom'): Promise<void> {
  await target.evaluate(async (el, edge) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    for (let i = 0; i < 20; i++) {
      const box = el.getBoundingClientRect()
      const header = document.querySelector('header')!.getBoundingClientRect().bottom
      const by = Math.round(edge === 'bottom' ? box.bottom - innerHeight + 24 : box.top - header - 24)
      const y = scrollY
      if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' })
      await frame()
      await frame()
      if (scrollY === y) return
    }
  }, edge)
  const box = (await target.boundingBox())!
  const { height } = target.page().viewportSize()!
  // The page may end before the target can go all the way: near that edge is enough.
  if (edge === 'bottom')
    expect(box.y + box.height, 'the target at the bottom of the screen').toBeGreaterThan(height - 80)
  else expect(box.y, 'the target just below the header').toBeLessThan(160)
}

/**
 * Checks that the toast titled `title`, once at rest, covers neither `target` (a form's main
 * button, a cart line's control) nor the sticky header: their boxes do not meet.
 */
export async function expectToastClear(page: Page, title: string, target: Locator): Promise<void> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: title })
  await expect(toast).toBeVisible()
  // At rest: the same toast element, the same box and no animation running for 5 frames (a scroll
  // just before may move it; a move to the other edge replaces the element, so it is found afresh each frame).
  await page.evaluate(
    (title) =>
      new Promise<void>((done) => {
        let last = ''
        let lastEl: Element | undefined
        let still = 0
        const tick = () => {
          const el = [...document.querySelectorAll('[data-sonner-toast][data-mounted="true"]')].find((t) =>
            t.textContent?.includes(title),
          )
          const r = el?.getBoundingClientRect()
          const box = r ? `${r.x},${r.y},${r.width},${r.height}` : ''
          const moving = !el || el.getAnimations().some((a) => a.playState === 'running')
          still = el === lastEl && box === last && !moving ? still + 1 : 0
          last = box
          lastEl = el
          if (still >= 5) done()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    title,
  )
  const meet = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  const box = (await toast.boundingBox())!
  for (const [what, other] of [
    ['the button', target],
    ['the header', page.locator('header').first()],
  ] as const) {
    const otherBox = (await other.boundingBox())!
    expect(meet(box, otherBox), `toast ${JSON.stringify(box)} over ${what} ${JSON.stringify(otherBox)}`).toBe(false)
  }
}
type Box = { x: number; y: number; width: number; height: number }

import type { Page } from '@playwright/test'
import { API, DEMO, expect, expectAccessible, plainStore, test } from './fixtures'

/*
 * Sign-in by mobile number and one-time code (the store's `otp` extension): the code is read from
 * the reference API's test endpoint, or handed to a stubbed WebOTP; a plain store keeps the e-mail form.
 */

const codeSentTo = async (phone: string): Promise<string> => {
  const res = await fetch(`${API}/__test/otp?phone=${encodeURIComponent(phone)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { code: string }).code
}

/** Moves the reference API's otp clock `seconds` forward (codes expire, the resend wait runs out); /__reset sets it back. */
async function advanceOtpClock(seconds: number): Promise<void> {
  const res = await fetch(`${API}/__test/otp-clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance: seconds }),
  })
  expect(res.status).toBe(200)
}

/** A request's path under this worker's store API ('/auth/otp'), else undefined (the page names its host 'localhost'). */
function apiPath(url: string): string | undefined {
  const { port, pathname } = new URL(url)
  return port === new URL(API).port && pathname.startsWith('/api/v1/') ? pathname.slice('/api/v1'.length) : undefined
}

/** Every request the page makes to the store's /auth endpoints. */
function authCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r) => {
    if (apiPath(r.url())?.startsWith('/auth')) calls.push(r.url())
  })
  return calls
}

test('the demo shopper signs in by mobile number: a wrong code, the right one, back to the return path; the account shows the number', async ({
  page,
}) => {
  const calls = authCalls(page)
  await page.goto('/login?redirect=%2Forders')
  const number = page.getByRole('textbox', { name: 'Mobile number' })
  await expect(number).toHaveAttribute('autocomplete', 'tel-national')
  await number.fill('98765 4321')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible()
  await expect(number).toBeFocused()
  expect(calls).toEqual([])
  await expectAccessible(page)

  await number.fill('098765 43210')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('Enter the 6-digit code sent to +91 98765 43210')).toBeVisible()
  await expect(page.getByText(/^Resend OTP in 0:(30|29|28)$/)).toBeVisible()
  expect(calls.map(apiPath)).toEqual(['/auth/otp'])
  const code = await codeSentTo('+919876543210')
  const field = page.getByRole('textbox', { name: 'OTP' })
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
  // A full code submits by itself.
  await field.fill(code === '000000' ? '000001' : '000000')
  await expect(page.getByText('Incorrect code. 4 attempts left.')).toBeVisible()
  await expectAccessible(page)
  await field.fill(`Your OTP is ${code}`)
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByTestId('order-card').first()).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click()
  const details = page.getByRole('definition').filter({ hasText: '+91 98765 43210' })
  await expect(details).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: 'Mobile number' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: DEMO.email })).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('a code past its expiry is refused; five wrong codes lock the number, the right one included', async ({
  page,
}) => {
  await page.goto('/login')
  const number = page.getByRole('textbox', { name: 'Mobile number' })
  await number.fill('9876543210')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  const field = page.getByRole('textbox', { name: 'OTP' })
  await expect(field).toBeFocused()
  const expired = await codeSentTo('+919876543210')
  await advanceOtpClock(300)
  await field.fill(expired)
  await expect(page.getByText('This code has expired. Request a new one.', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Change number' }).click()
  await number.fill('7000000003')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(field).toBeFocused()
  const code = await codeSentTo('+917000000003')
  const wrong = ['111111', '222222', '333333', '444444', '555555', '666666'].filter((c) => c !== code)
  const messages = [
    'Incorrect code. 4 attempts left.',
    'Incorrect code. 3 attempts left.',
    'Incorrect code. 2 attempts left.',
    'Incorrect code. 1 attempt left.',
    'Too many attempts. Try again in 15 minutes.',
  ]
  for (const [i, message] of messages.entries()) {
    await field.fill(wrong[i]!)
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  const refused = page.waitForResponse((r) => apiPath(r.url()) === '/auth/otp/verify')
  await field.fill(code)
  expect((await refused).status()).toBe(429)
  await expect(page.getByText(messages[4]!, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('the resend countdown: 0:30 counting down outside any live region, then Resend OTP sends a new code', async ({
  page,
}) => {
  const sends: number[] = []
  page.on('response', (r) => {
    if (apiPath(r.url()) === '/auth/otp' && r.request().method() === 'POST') sends.push(r.status())
  })
  await page.clock.install()
  await page.goto('/login?redirect=%2Forders')
  const number = page.getByRole('textbox', { name: 'Mobile number' })
  await number.fill('9876543210')
  // The page's time stands still from here, so the countdown reads exactly what the clock says.
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  const countdown = page.getByText(/^Resend OTP in \d:\d\d$/)
  await expect(countdown).toHaveText('Resend OTP in 0:30')
  const inLiveRegion = () =>
    countdown.evaluate(
      (el) => !!el.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'),
    )
  expect(await inLiveRegion()).toBe(false)
  await page.clock.runFor(1000)
  await expect(countdown).toHaveText('Resend OTP in 0:29')
  await page.clock.runFor(28_000)
  await expect(countdown).toHaveText('Resend OTP in 0:01')
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0)
  await page.clock.runFor(1000)
  const resend = page.getByRole('button', { name: 'Resend OTP' })
  await expect(resend).toBeVisible()
  await expect(countdown).toHaveCount(0)

  await advanceOtpClock(30)
  await resend.click()
  await expect(countdown).toHaveText('Resend OTP in 0:30')
  expect(sends).toEqual([200, 200])
  const code = await codeSentTo('+919876543210')
  await page.clock.resume()
  await page.getByRole('textbox', { name: 'OTP' }).fill(code)
  await expect(page).toHaveURL(/\/orders$/)
})

test('WebOTP fills the code and submits; Change number aborts it; a new shopper names themself', async ({ page }) => {
  // WebOTP as Chrome on Android offers it: navigator.credentials.get({otp}) resolves with the SMS's code.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w.OTPCredential = function OTPCredential() {}
    w.__otp = { asked: [] as unknown[], aborted: 0 }
    Object.defineProperty(CredentialsContainer.prototype, 'get', {
      configurable: true,
      value: (options: { otp?: unknown; signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          const otp = w.__otp as { asked: unknown[]; aborted: number; resolve?: (code: string) => void }
          otp.asked.push(options.otp)
          otp.resolve = (code) => resolve({ type: 'otp', code })
          options.signal?.addEventListener('abort', () => {
            otp.aborted += 1
            reject(new DOMException('Aborted', 'AbortError'))
          })
        }),
    })
  })
  const otp = () => page.evaluate(() => (window as unknown as { __otp: { asked: unknown[]; aborted: number } }).__otp)
  await page.goto('/login')
  const number = page.getByRole('textbox', { name: 'Mobile number' })
  await number.fill('7000000001')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('Enter the 6-digit code sent to +91 70000 00001')).toBeVisible()
  await expect.poll(otp).toEqual({ asked: [{ transport: ['sms'] }], aborted: 0 })
  await page.getByRole('button', { name: 'Change number' }).click()
  await expect.poll(async () => (await otp()).aborted).toBe(1)

  await number.fill('+91 70000 00002')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('Enter the 6-digit code sent to +91 70000 00002')).toBeVisible()
  const code = await codeSentTo('+917000000002')
  await expect.poll(async () => (await otp()).asked.length).toBe(2)
  await page.evaluate((c) => (window as unknown as { __otp: { resolve: (c: string) => void } }).__otp.resolve(c), code)

  await expect(page.getByRole('heading', { level: 1, name: 'Tell us your name' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible()
  await page.getByLabel('First name').fill('Ravi')
  await page.getByLabel('Last name').fill('Kumar')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible()
})

test('a store without otp keeps the e-mail form and is never asked for a code', async ({ page }) => {
  await plainStore()
  const calls = authCalls(page)
  // The store's info is in (home's categories have come) before /login renders.
  await page.goto('/')
  await expect(page.getByLabel('Loading categories')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Use mobile number instead' })).toHaveCount(0)
  expect(calls).toEqual([])
})

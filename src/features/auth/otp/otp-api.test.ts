import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { otpErrorMessage, sendCode, verifyCode } from './otp-api'
import { testApi } from '@/test/api'

const api = testApi()

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }))

/** What the shopper reads after the store answered `status` and `body`. */
async function messageFor(status: number, body: unknown, headers?: Record<string, string>) {
  vi.stubGlobal('fetch', reply(status, body, headers))
  return otpErrorMessage(await verifyCode(api, '+919876543210', '123456').catch((e: unknown) => e), t)
}

describe('otp answers', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads POST /auth/otp bare or under data, each field falling back to its default', async () => {
    const fetchMock = reply(200, { resendAfter: 45, expiresIn: 600, length: 4 })
    vi.stubGlobal('fetch', fetchMock)
    await expect(sendCode(api, '+919876543210')).resolves.toEqual({ resendAfter: 45, expiresIn: 600, length: 4 })
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      phone: '+919876543210',
    })
    vi.stubGlobal('fetch', reply(200, { data: { resendAfter: 'soon', length: 99 } }))
    await expect(sendCode(api, '+919876543210')).resolves.toEqual({ resendAfter: 30, expiresIn: 300, length: 6 })
    vi.stubGlobal('fetch', reply(200, {}))
    await expect(sendCode(api, '+919876543210')).resolves.toEqual({ resendAfter: 30, expiresIn: 300, length: 6 })
  })

  it('needs a usable token from POST /auth/otp/verify', async () => {
    vi.stubGlobal('fetch', reply(200, { data: { token: 'abc', isNewUser: true } }))
    await expect(verifyCode(api, '+919876543210', '123456')).resolves.toEqual({ token: 'abc', isNewUser: true })
    vi.stubGlobal('fetch', reply(200, { token: 'has space' }))
    await expect(verifyCode(api, '+919876543210', '123456')).rejects.toMatchObject({ kind: 'invalid' })
  })

  it.each([
    [401, { message: 'Wrong', attemptsLeft: 2 }, 'Incorrect code. 2 attempts left.'],
    [401, { message: 'Wrong', attemptsLeft: 1 }, 'Incorrect code. 1 attempt left.'],
    [401, { message: 'Wrong code, sorry' }, 'Wrong code, sorry'],
    [401, { attemptsLeft: 'two' }, 'Incorrect code.'],
    [410, { message: 'Gone' }, 'This code has expired. Request a new one.'],
    [429, { message: 'Slow down', retryAfter: 900 }, 'Too many attempts. Try again in 15 minutes.'],
    [429, { retryAfter: 61 }, 'Too many attempts. Try again in 2 minutes.'],
    [429, { retryAfter: 5 }, 'Too many attempts. Try again in 1 minute.'],
    [429, { message: 'Slow down' }, 'Slow down'],
    [400, { message: 'Number blocked by the operator' }, 'Number blocked by the operator'],
    [400, { error: 'Other field' }, 'Other field'],
    [403, { message: 'x'.repeat(301) }, 'Could not sign in. Please try again.'],
    [500, { message: 'Internal details' }, 'Could not sign in. Please try again.'],
    [400, '<html>', 'Could not sign in. Please try again.'],
  ])('%d %j → %j', async (status, body, text) => {
    expect(await messageFor(status, body)).toBe(text)
  })

  it('reads the wait from Retry-After when the body has none, and says offline without an answer', async () => {
    expect(await messageFor(429, {}, { 'Retry-After': '120' })).toBe('Too many attempts. Try again in 2 minutes.')
    expect(otpErrorMessage(new ApiError('network', 'No response'), t)).toBe(
      "You're offline. Connect to receive a code.",
    )
  })
})

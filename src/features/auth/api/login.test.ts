import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { authorize, loginErrorMessage, LOGIN_MESSAGES, MissingTokenError } from './login'
import { testApi } from '@/test/api'

const api = testApi()

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

describe('authorize (POST /users/authorize)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the trimmed, lower-cased e-mail and the password, and returns the token', async () => {
    const fetchMock = reply(200, { token: 'abc.def' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(authorize(api, '  Demo@Example.com ', 'demo1234')).resolves.toBe('abc.def')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/users\/authorize$/)
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ email: 'demo@example.com', password: 'demo1234' })
  })

  it.each([{}, { token: '' }, { token: 42 }, { token: 'has space' }, null, '"text"'])(
    'rejects an answer without a usable token: %j',
    async (body) => {
      vi.stubGlobal('fetch', reply(200, body === null ? 'null' : body))
      await expect(authorize(api, 'a@b.co', '123456')).rejects.toBeInstanceOf(MissingTokenError)
    },
  )

  it('treats a body that is not JSON as a failed sign-in', async () => {
    vi.stubGlobal('fetch', reply(200, '<html>'))
    const error = await authorize(api, 'a@b.co', '123456').catch((e: unknown) => e)
    expect(loginErrorMessage(error)).toBe(LOGIN_MESSAGES.failed)
  })
})

describe('login error messages', () => {
  it('shows the server error field when present', () => {
    expect(loginErrorMessage(new ApiError('http', 'Invalid credentials', 401, 'Invalid credentials'))).toBe(
      'Invalid credentials',
    )
  })
  it('falls back to the default text', () => {
    expect(loginErrorMessage(new ApiError('http', 'Request failed with status 500', 500))).toBe(
      'Failed to login. Please check your credentials.',
    )
    expect(loginErrorMessage(new ApiError('invalid', 'bad', 200))).toBe(LOGIN_MESSAGES.failed)
    expect(loginErrorMessage(new Error('boom'))).toBe(LOGIN_MESSAGES.failed)
  })
  it('says there was no response for a network failure', () => {
    expect(loginErrorMessage(new ApiError('network', 'No response from server'))).toBe(
      'No response from server. Please try again later.',
    )
  })
  it('names the missing token', () => {
    expect(loginErrorMessage(new MissingTokenError())).toBe('Authentication failed: Token is missing in the response')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { registerErrorMessage, registerUser, toRegisterBody } from './register'
import { testApi } from '@/test/api'

const api = testApi()

describe('registration request', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('carries exactly email, password, firstName and lastName; the e-mail trimmed and lower-cased', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"u1"}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const form = {
      firstName: ' Asha ',
      lastName: 'Rao',
      email: ' Asha@Example.IN ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
    }
    await registerUser(api, form)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/users\/register$/)
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'asha@example.in',
      password: ' pass word ',
      firstName: 'Asha',
      lastName: 'Rao',
    })
  })

  it('treats a 2xx answer without a JSON body as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Created', { status: 201 })),
    )
    await expect(
      registerUser(api, toRegisterBody({ firstName: 'Ab', lastName: 'Cd', email: 'a@b.co', password: '123456' })),
    ).resolves.toBeUndefined()
  })

  it('rejects on an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Email already registered"}', { status: 409 })),
    )
    await expect(
      registerUser(api, { firstName: 'Ab', lastName: 'Cd', email: 'a@b.co', password: '123456' }),
    ).rejects.toMatchObject({ serverMessage: 'Email already registered' })
  })
})

describe('registration error message', () => {
  it('shows the server error field', () => {
    expect(registerErrorMessage(new ApiError('http', 'x', 409, 'Email already registered'))).toBe(
      'Email already registered',
    )
  })
  it('falls back to the default', () => {
    expect(registerErrorMessage(new ApiError('http', 'x', 500))).toBe('Failed to register. Please try again.')
    expect(registerErrorMessage(new ApiError('network', 'x'))).toBe('Failed to register. Please try again.')
  })
})

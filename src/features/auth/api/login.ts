import * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import { toRecord } from '@/lib/schema'
import { notify } from '@/lib/toast'
import { normaliseEmail } from '../validation'
import { startSession } from '../session'
import { messageGetters } from '@/i18n/i18n'

export const LOGIN_MESSAGES = messageGetters({
  failed: 'auth.loginFailed',
  noResponse: 'auth.noResponse',
  noToken: 'auth.noToken',
  success: 'auth.loggedIn',
})

/** Thrown when the server says yes but sends no usable token. */
export class MissingTokenError extends Error {
  constructor() {
    super(LOGIN_MESSAGES.noToken)
  }
}

// The token is picked by hand so a missing one gets its own message rather than a validation error.
const AuthorizeResponseSchema = envelope(v.unknown(), { bare: true, ownKeys: ['token'] })

const pickToken = (body: unknown): unknown => toRecord(body).token

/** POST /users/authorize → the bearer token. @throws ApiError or MissingTokenError */
export async function authorize(api: ApiClient, email: string, password: string): Promise<string> {
  const body = await api.post('/users/authorize', { email: normaliseEmail(email), password }, AuthorizeResponseSchema)
  const token = pickToken(body)
  if (typeof token !== 'string' || !/^[\x21-\x7e]{1,4096}$/.test(token)) throw new MissingTokenError()
  return token
}

/** Toast text for a failed sign-in: the server's message, no response, no token, or the default. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return LOGIN_MESSAGES.noToken
  if (error instanceof ApiError) {
    if (error.kind === 'network') return LOGIN_MESSAGES.noResponse
    if (error.serverMessage) return error.serverMessage
  }
  return LOGIN_MESSAGES.failed
}

/** Mutation key of a sign-in in flight (a second submit while one runs is ignored). */
export const LOGIN_MUTATION_KEY = ['auth', 'login'] as const

/** Signs in and starts the session in every tab; resolves to the token, rejects as `authorize` does. */
export function useLogin() {
  const api = useApi()
  return useMutation({
    mutationKey: LOGIN_MUTATION_KEY,
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const token = await authorize(api, email, password)
      startSession(token)
      return token
    },
    // Not in the form: the /login guard may unmount it as soon as the token is stored.
    onSuccess: () => notify({ title: LOGIN_MESSAGES.success, variant: 'success' }),
  })
}

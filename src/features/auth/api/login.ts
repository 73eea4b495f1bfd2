import * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import { toRecord } from '@/lib/schema'
import { notify } from '@/lib/toast'
import { normaliseEmail } from '../validation'
import { startSession } from '../session'
import { messageGetters } from '@/i18n/i18n'

/** The sign-in messages the shopper sees (toast title 'Error'). */
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

// Any JSON, bare or under `data` (a `token` of its own wins): the token is looked for by hand so a
// missing token has its own message rather than failing validation.
const AuthorizeResponseSchema = envelope(v.unknown(), { bare: true, ownKeys: ['token'] })

/** `token` of the (unwrapped) answer; undefined when absent. */
const pickToken = (body: unknown): unknown => toRecord(body).token

/**
 * POST /users/authorize `{email, password}` → the bearer token.
 * @throws ApiError (http/network/invalid) or MissingTokenError
 */
export async function authorize(email: string, password: string): Promise<string> {
  const body = await apiPost('/users/authorize', { email: normaliseEmail(email), password }, AuthorizeResponseSchema)
  const token = pickToken(body)
  if (typeof token !== 'string' || !/^[\x21-\x7e]{1,4096}$/.test(token)) throw new MissingTokenError()
  return token
}

/** The toast message for a failed sign-in: server error, no response, missing token, or the default. */
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

/**
 * Signs in: POST /users/authorize, then stores the token, which starts the session in every tab,
 * and says 'Logged in successfully.'. Resolves to the token; rejects as `authorize` does (see
 * loginErrorMessage for the toast text).
 */
export function useLogin() {
  return useMutation({
    mutationKey: LOGIN_MUTATION_KEY,
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const token = await authorize(email, password)
      startSession(token)
      return token
    },
    // Here rather than in the form: the new token sends the shopper on from /login at once (the
    // route's guard), which may unmount the form before a callback of its own would run.
    onSuccess: () => notify({ title: LOGIN_MESSAGES.success, variant: 'success' }),
  })
}

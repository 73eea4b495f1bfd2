import { messageGetters } from '@/i18n/i18n'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiPost } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { normaliseEmail } from '../validation'

/** The registration messages the shopper sees. */
export const REGISTER_MESSAGES = messageGetters({
  title: 'auth.registrationError',
  failed: 'auth.registerFailed',
  invalidEmailTitle: 'auth.invalidEmailTitle',
  invalidEmail: 'auth.invalidEmailText',
  success: 'auth.registered',
})

/** The registration body: exactly email, password, firstName, lastName. */
export interface RegisterBody {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** Builds the body from the form: e-mail trimmed and lower-cased, names trimmed, nothing else sent. */
export const toRegisterBody = (form: RegisterBody): RegisterBody => ({
  email: normaliseEmail(form.email),
  password: form.password,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
})

/** POST /users/register; the response body is not used. @throws ApiError */
export async function registerUser(form: RegisterBody): Promise<void> {
  try {
    await apiPost('/users/register', toRegisterBody(form), v.unknown())
  } catch (error) {
    // A 2xx with a body that is not JSON is still a created account: the body is not used.
    if (error instanceof ApiError && error.kind === 'invalid') return
    throw error
  }
}

/** The toast message for a failed registration: the server's error, else the default. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.serverMessage) return error.serverMessage
  return REGISTER_MESSAGES.failed
}

/** Mutation key of a registration in flight (a second submit while one runs is ignored). */
export const REGISTER_MUTATION_KEY = ['auth', 'register'] as const

/** Creates the account: POST /users/register (see registerUser; registerErrorMessage gives the toast text). */
export function useRegister() {
  return useMutation({ mutationKey: REGISTER_MUTATION_KEY, mutationFn: registerUser })
}

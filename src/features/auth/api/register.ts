import { messageGetters } from '@/i18n/i18n'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { ApiError } from '@/lib/api-error'
import { normaliseEmail } from '../validation'

export const REGISTER_MESSAGES = messageGetters({
  title: 'auth.registrationError',
  failed: 'auth.registerFailed',
  invalidEmailTitle: 'auth.invalidEmailTitle',
  invalidEmail: 'auth.invalidEmailText',
  success: 'auth.registered',
})

export interface RegisterBody {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** E-mail normalised, names trimmed, nothing else sent. */
export const toRegisterBody = (form: RegisterBody): RegisterBody => ({
  email: normaliseEmail(form.email),
  password: form.password,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
})

/** POST /users/register; the response body is not used. @throws ApiError */
export async function registerUser(api: ApiClient, form: RegisterBody): Promise<void> {
  try {
    await api.post('/users/register', toRegisterBody(form), v.unknown())
  } catch (error) {
    // A 2xx with a body that is not JSON is still a created account: the body is not used.
    if (error instanceof ApiError && error.kind === 'invalid') return
    throw error
  }
}

/** Toast text for a failed registration: the server's error, else the default. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.serverMessage) return error.serverMessage
  return REGISTER_MESSAGES.failed
}

export const REGISTER_MUTATION_KEY = ['auth', 'register'] as const

export function useRegister() {
  const api = useApi()
  return useMutation({
    mutationKey: REGISTER_MUTATION_KEY,
    mutationFn: (form: RegisterBody) => registerUser(api, form),
  })
}

import * as v from 'valibot'
import { request } from '@/lib/api-client'
import { ApiError, isHttpStatus } from '@/lib/api-error'

/**
 * POST /users/logout with `token` as the bearer, for a store that lists the `logout`
 * capability: the store forgets the session, so a copy of the token is worthless. The token is
 * passed in because this device has already forgotten it. Any 2xx answer (its body is not used)
 * and a 401 (the session had already ended) count as done.
 * @throws ApiError for no answer, a timeout or any other status.
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    await request('POST', '/users/logout', v.unknown(), { headers: { Authorization: `Bearer ${token}` } })
  } catch (error) {
    if (isHttpStatus(error, 401)) return
    // A 2xx with a body that is not JSON: the session is still ended.
    if (error instanceof ApiError && error.kind === 'invalid') return
    throw error
  }
}

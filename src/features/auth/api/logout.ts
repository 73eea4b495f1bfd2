import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'
import { ApiError, isHttpStatus } from '@/lib/api-error'

/** POST /users/logout so a copy of `token` stops working; any 2xx and a 401 count as done. @throws ApiError otherwise */
export async function endServerSession(api: ApiClient, token: string): Promise<void> {
  try {
    await api.request('POST', '/users/logout', v.unknown(), { headers: { Authorization: `Bearer ${token}` } })
  } catch (error) {
    if (isHttpStatus(error, 401)) return
    // A 2xx with a body that is not JSON: the session is still ended.
    if (error instanceof ApiError && error.kind === 'invalid') return
    throw error
  }
}

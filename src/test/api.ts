import { createApiClient, type ApiClient } from '@/lib/api-client'
import { getToken } from '@/lib/auth-token'
import { bundledTransport } from '@/lib/api-send'

/** The local reference store's base, which the app's default rule gives a page on localhost. */
export const TEST_API_BASE = 'http://localhost:8044/api/v1'

/** A client as the browser app makes one on localhost: the stored token, and `onUnauthorized` on a 401. */
export const testApi = (onUnauthorized?: () => void, base = TEST_API_BASE): ApiClient =>
  createApiClient({ base: () => base, getToken, ...(onUnauthorized ? { onUnauthorized } : {}) }, bundledTransport)

/**
 * The one error type of the API client.
 * - `kind: 'http'` — the server answered with a non-2xx `status`; `message` is its `{error}` text when present.
 * - `kind: 'network'` — no response (offline, refused, dropped, timed out).
 * - `kind: 'invalid'` — a 2xx answer that is not JSON or fails the valibot schema.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: 'http' | 'network' | 'invalid',
    message: string,
    readonly status?: number,
    /** The server's own `error` field, when it sent one. */
    readonly serverMessage?: string,
    /** How long (ms, at most 5 min) the server asked to wait, from its `Retry-After` (store-time.ts). */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** True for an ApiError with no response from the server (offline, timeout, dropped). */
export const isNetworkError = (e: unknown): e is ApiError => e instanceof ApiError && e.kind === 'network'

/** True for an ApiError with the given HTTP status. */
export const isHttpStatus = (e: unknown, status: number): boolean =>
  e instanceof ApiError && e.kind === 'http' && e.status === status

/**
 * The store's own `error` text when it refused a request for too many attempts (HTTP 429), else
 * undefined. A form whose usual failure message is fixed shows this instead, so the shopper knows
 * to wait rather than to check what they typed.
 */
export const tooManyAttemptsMessage = (e: unknown): string | undefined =>
  isHttpStatus(e, 429) && e instanceof ApiError ? e.serverMessage : undefined

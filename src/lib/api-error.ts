/** The API client's one error: `http` (non-2xx `status`), `network` (no response) or `invalid` (bad 2xx body). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: 'http' | 'network' | 'invalid',
    message: string,
    readonly status?: number,
    readonly serverMessage?: string,
    /** How long (ms, at most 5 min) the server asked to wait, from its `Retry-After` (store-time.ts). */
    readonly retryAfterMs?: number,
    /** The error answer's JSON body, unchecked: read it with a schema. */
    readonly body?: unknown,
  ) {
    super(message)
  }
}

export const isNetworkError = (e: unknown): e is ApiError => e instanceof ApiError && e.kind === 'network'

export const isHttpStatus = (e: unknown, status: number): boolean =>
  e instanceof ApiError && e.kind === 'http' && e.status === status

/** The store's `error` text on a 429, so the shopper knows to wait. */
export const tooManyAttemptsMessage = (e: unknown): string | undefined =>
  isHttpStatus(e, 429) && e instanceof ApiError ? e.serverMessage : undefined

/* A store's `Date` and `Retry-After`: cross-origin, the store shows them only via `Access-Control-Expose-Headers`. */

export const MAX_RETRY_AFTER_MS = 5 * 60_000

type HeaderSource = Pick<Headers, 'get'>

/** The store's time (ms since the epoch) from the answer's `Date` header; undefined when absent or unreadable. */
export function storeDateOf(headers: HeaderSource): number | undefined {
  const value = headers.get('Date')
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isFinite(ms) ? ms : undefined
}

/** The wait (ms, ≤ MAX_RETRY_AFTER_MS) `Retry-After` asks: seconds, or a date read against `Date` (else `now`). */
export function retryAfterOf(headers: HeaderSource, now: number): number | undefined {
  const value = headers.get('Retry-After')?.trim()
  if (!value) return undefined
  let ms: number
  if (/^\d+$/.test(value)) ms = Number(value) * 1000
  else {
    // An HTTP date ('Fri, 01 May 2026 10:01:00 GMT'); Date.parse alone would take almost anything.
    const at = /GMT$/i.test(value) ? Date.parse(value) : Number.NaN
    if (!Number.isFinite(at)) return undefined
    ms = at - (storeDateOf(headers) ?? now)
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

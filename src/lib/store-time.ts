/*
 * What a store's answer says about time: its clock (the `Date` header) and how long it asks to be
 * left alone (`Retry-After`). Neither header is CORS-safelisted: a store on another origin shows
 * them only when it lists them in `Access-Control-Expose-Headers` (docs/store-api.md).
 */

/** The longest `Retry-After` (ms) a store is waited: a longer one is cut to this. */
export const MAX_RETRY_AFTER_MS = 5 * 60_000

type HeaderSource = Pick<Headers, 'get'>

/** The store's time (ms since the epoch) from the answer's `Date` header; undefined when absent or unreadable. */
export function storeDateOf(headers: HeaderSource): number | undefined {
  const value = headers.get('Date')
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isFinite(ms) ? ms : undefined
}

/**
 * The wait (ms, 0 to MAX_RETRY_AFTER_MS) an answer's `Retry-After` asks for: whole seconds, or an
 * HTTP date read against the answer's own `Date` (else `now`, this device's time in ms). Undefined
 * when there is none or it cannot be read.
 */
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

import { ApiError } from './api-error'
import { PENDING_KEY_PREFIX as PREFIX } from './pending-keys'

export { forgetPendingKeys } from './pending-keys'

/** The `idempotency` capability's header: the same key within 24 h gets the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** A version-4 UUID, also without `crypto.randomUUID` (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Whether a failed POST may have done its work (no answer, bad 2xx, 5xx, 409 with a key): keep its key to retry. */
export function isOutcomeUnknown(error: unknown, keySent: boolean): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network' || error.kind === 'invalid') return true
  return (error.status !== undefined && error.status >= 500) || (keySent && error.status === 409)
}

/** Pending attempt `name`'s key, reused while `fingerprint` is the same, else a new one saved in sessionStorage. */
export function pendingKey(name: string, fingerprint: string): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? 'null') as {
      key?: unknown
      fingerprint?: unknown
    } | null
    if (saved && saved.fingerprint === fingerprint && typeof saved.key === 'string' && saved.key) return saved.key
  } catch {
    // Unreadable: start a new attempt.
  }
  const key = newIdempotencyKey()
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify({ key, fingerprint }))
  } catch {
    // Blocked storage: the key still protects this request, not one after a reload.
  }
  return key
}

export function isPending(name: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + name) !== null
  } catch {
    return false
  }
}

export function settleKey(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

/** A short 53-bit hash (hex): tells two requests apart without keeping what they held. */
export function fingerprintOf(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)
}

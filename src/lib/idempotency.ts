import { ApiError } from './api-error'
import { PENDING_KEY_PREFIX as PREFIX } from './pending-keys'

// Also reachable from here, beside the rules that fill those entries.
export { forgetPendingKeys } from './pending-keys'

/** The request header of the `idempotency` capability: the same key within 24 h gets the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** A random key (a version-4 UUID), also where `crypto.randomUUID` is missing (pages served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Whether a failed POST may still have done its work on the store, so the attempt (and its key)
 * must be kept and checked before trying again: no answer at all (offline, cut, timed out), a 2xx
 * whose body cannot be read or is not of the expected shape, any 5xx (a store or gateway may fail
 * after the work was committed), and — only when a key was sent — 409 (the store is still working
 * on that key). Any other answer means the request was refused and did nothing.
 */
export function isOutcomeUnknown(error: unknown, keySent: boolean): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network' || error.kind === 'invalid') return true
  return (error.status !== undefined && error.status >= 500) || (keySent && error.status === 409)
}

/**
 * The key of the pending attempt `name` (e.g. 'payment'), reused while the request is the same
 * (`fingerprint`, e.g. a hash of its body) and its answer has not been read; otherwise a new key,
 * saved in sessionStorage (this tab only) before the request is sent.
 */
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

/** Whether attempt `name` was sent and its answer never read (its outcome is unknown). */
export function isPending(name: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + name) !== null
  } catch {
    return false
  }
}

/** Forgets the pending attempt `name` once its answer has been read. */
export function settleKey(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

/** A short, stable hash of a text (53-bit, hex): tells two requests apart without keeping what they held. */
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

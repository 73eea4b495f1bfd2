import type { Context } from 'hono'
import { ApiError } from './http'

/** How many counted attempts a key may make in one window (ms). */
export interface LimitRule {
  max: number
  windowMs: number
}

/** A rate limit keyed on the client's address and the identifier it targets (e-mail, order id). */
export interface LimitPolicy {
  /** Attempts per address *and* identifier: one shopper's mistakes never lock out another shopper. */
  perIdentifier: LimitRule
  /** A much larger ceiling per address alone, against one client trying many identifiers. */
  perAddress: LimitRule
  /** The first sentence of the 429 message; the wait in whole minutes (at least 1) follows it. */
  message: string
}

interface Window {
  count: number
  resetAt: number
}

/** Most windows kept per limiter; above it, expired ones are dropped (and, if need be, the oldest). */
const MAX_KEYS = 50_000

/**
 * Fixed-window counters for one kind of attempt (sign-in, registration, tracking). An attempt is
 * refused while either its address+identifier count or its address count has reached the rule's
 * `max` within the current window. Every admitted attempt counts; a route that limits failures
 * only calls `succeeded` afterwards. Memory is bounded (MAX_KEYS windows). `now` is injectable
 * for tests (ms since the epoch).
 */
export class RateLimiter {
  readonly #windows = new Map<string, Window>()

  constructor(
    readonly policy: LimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  #keys(address: string, identifier: string): [string, string] {
    return [`a\n${address}\n${identifier.trim().toLowerCase().slice(0, 300)}`, `b\n${address}`]
  }

  #live(key: string): Window | undefined {
    const w = this.#windows.get(key)
    if (w && w.resetAt <= this.now()) {
      this.#windows.delete(key)
      return undefined
    }
    return w
  }

  /** Milliseconds until the attempt would be allowed again, or 0 when it is allowed now. */
  blockedFor(address: string, identifier: string): number {
    const [pair, addr] = this.#keys(address, identifier)
    const rules: [string, LimitRule][] = [
      [pair, this.policy.perIdentifier],
      [addr, this.policy.perAddress],
    ]
    let wait = 0
    for (const [key, rule] of rules) {
      const w = this.#live(key)
      if (w && w.count >= rule.max) wait = Math.max(wait, w.resetAt - this.now())
    }
    return wait
  }

  /**
   * Admits one attempt: throws the policy's 429 (`{error}` plus a `Retry-After` header in
   * seconds) when it is over either limit, else counts it against both keys at once (before the
   * work is done, so attempts sent in parallel cannot slip past the limit).
   * @throws ApiError 429
   */
  attempt(c: Context, address: string, identifier: string): void {
    const wait = this.blockedFor(address, identifier)
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      const minutes = Math.max(1, Math.ceil(wait / 60_000))
      throw new ApiError(
        429,
        `${this.policy.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      )
    }
    this.record(address, identifier)
  }

  /** Counts one attempt against both keys, allowed or not. */
  record(address: string, identifier: string): void {
    const [pair, addr] = this.#keys(address, identifier)
    this.#bump(pair, this.policy.perIdentifier)
    this.#bump(addr, this.policy.perAddress)
  }

  /**
   * The attempt succeeded, and only failures should count: the address+identifier count is
   * forgotten and the address count loses this attempt, so shoppers sharing one address (a mobile
   * carrier's NAT) are never limited by each other's successful sign-ins.
   */
  succeeded(address: string, identifier: string): void {
    const [pair, addr] = this.#keys(address, identifier)
    this.#windows.delete(pair)
    const w = this.#live(addr)
    if (w && w.count > 0) w.count -= 1
  }

  /** Forgets every count. */
  clear(): void {
    this.#windows.clear()
  }

  #bump(key: string, rule: LimitRule): void {
    const w = this.#live(key)
    if (w) {
      w.count += 1
      return
    }
    if (this.#windows.size >= MAX_KEYS) this.#prune()
    this.#windows.set(key, { count: 1, resetAt: this.now() + rule.windowMs })
  }

  #prune(): void {
    const now = this.now()
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key)
    // Still full (a flood of fresh keys): drop the oldest insertions.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MAX_KEYS) break
      this.#windows.delete(key)
    }
  }
}

const MINUTE = 60_000

/**
 * The reference API's limits. Sign-in counts failed attempts only (10 per address and e-mail per
 * 15 min, 100 per address); registration counts every well-formed attempt, as each one hashes a
 * password (10 per address and e-mail per hour, 50 per address); order tracking counts failed
 * look-ups (10 per address and order number per 15 min, 100 per address). A normal shopper, or a
 * test that resets the API before it runs, never reaches them.
 */
export class RateLimits {
  readonly signIn: RateLimiter
  readonly register: RateLimiter
  readonly tracking: RateLimiter

  constructor(now: () => number = Date.now) {
    this.signIn = new RateLimiter(
      {
        perIdentifier: { max: 10, windowMs: 15 * MINUTE },
        perAddress: { max: 100, windowMs: 15 * MINUTE },
        message: 'Too many sign-in attempts.',
      },
      now,
    )
    this.register = new RateLimiter(
      {
        perIdentifier: { max: 10, windowMs: 60 * MINUTE },
        perAddress: { max: 50, windowMs: 60 * MINUTE },
        message: 'Too many registration attempts.',
      },
      now,
    )
    this.tracking = new RateLimiter(
      {
        perIdentifier: { max: 10, windowMs: 15 * MINUTE },
        perAddress: { max: 100, windowMs: 15 * MINUTE },
        message: 'Too many tracking attempts.',
      },
      now,
    )
  }

  /** Forgets every count of every limiter (the test-only reset). */
  clear(): void {
    this.signIn.clear()
    this.register.clear()
    this.tracking.clear()
  }
}

/**
 * The client's network address as the socket saw it ('unknown' when there is no socket, as under
 * `app.request` in tests). Forwarded-for headers are ignored: anyone can send them, and the
 * reference API is served directly, not behind a proxy.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/* One-time sign-in codes by SMS (the `otp` extension): issued, rate limited and checked in memory. */

/** Sends a code to a number ('+919876543210'); a real provider implements this (docs/deploy.md). */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>
}

/** '+919876543210' → '+91 98765 43210'; anything else as it is. */
export const formatPhone = (phone: string): string =>
  /^\+91\d{10}$/.test(phone) ? `+91 ${phone.slice(3, 8)} ${phone.slice(8)}` : phone

/** Most numbers any map here keeps; above it the oldest entries are dropped. */
const MAX_KEYS = 50_000

/** The development and test sender: logs "OTP for +91 98765 43210: 482913" and keeps each number's last code. */
export class LogSmsSender implements SmsSender {
  readonly #last = new Map<string, string>()

  constructor(private readonly log: (line: string) => void = console.log) {}

  send(phone: string, code: string): Promise<void> {
    this.log(`OTP for ${formatPhone(phone)}: ${code}`)
    this.#last.delete(phone)
    if (this.#last.size >= MAX_KEYS) this.#last.delete(this.#last.keys().next().value as string)
    this.#last.set(phone, code)
    return Promise.resolve()
  }

  /** The last code sent to `phone` (for the test-only GET /__test/otp). */
  lastCode(phone: string): string | undefined {
    return this.#last.get(phone)
  }

  clear(): void {
    this.#last.clear()
  }
}

const SECOND = 1000
const MINUTE = 60 * SECOND

/** The rules: 6 digits, valid 5 min, resend after 30 s, 5 wrong codes lock 15 min, 5 per number and 20 per address an hour. */
export const OTP_RULES = {
  length: 6,
  expiresMs: 5 * MINUTE,
  resendMs: 30 * SECOND,
  maxWrong: 5,
  lockMs: 15 * MINUTE,
  perPhonePerHour: 5,
  perAddressPerHour: 20,
} as const
const HOUR = 60 * MINUTE

/** A refused request: answered with `status`, `{message, retryAfter?, attemptsLeft?}` (seconds) and `Retry-After`. */
export class OtpRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 410 | 429,
    message: string,
    readonly retryAfter?: number,
    readonly attemptsLeft?: number,
  ) {
    super(message)
  }
}

interface Pending {
  digest: Buffer
  expiresAt: number
}

interface Wrong {
  count: number
  lockedUntil: number
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND))
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE))

/**
 * Issues and checks codes. A code comes from `crypto.randomInt`, only its HMAC (a key made per
 * process) is kept, with its expiry; it works once and is compared in constant time. `now` (ms) is
 * injectable for tests. Every map is bounded (MAX_KEYS); state lives in this process only.
 */
export class OtpCodes {
  readonly #key = randomBytes(32)
  readonly #pending = new Map<string, Pending>()
  readonly #wrong = new Map<string, Wrong>()
  /** Send times (ms) within the last hour, per number and per client address ('a\n' + address). */
  readonly #sent = new Map<string, number[]>()
  readonly #lastSent = new Map<string, number>()
  /** How far the test-only clock is ahead of `now` (ms). */
  #skewMs = 0

  constructor(
    private readonly sender: SmsSender,
    private readonly now: () => number = Date.now,
  ) {}

  #now(): number {
    return this.now() + this.#skewMs
  }

  /** Moves this instance's clock `ms` forward (the test-only POST /__test/otp-clock): codes expire, waits and locks run out. */
  advance(ms: number): void {
    this.#skewMs += ms
  }

  #digest(phone: string, code: string): Buffer {
    return createHmac('sha256', this.#key).update(`${phone}\n${code}`).digest()
  }

  #lockedFor(phone: string): number {
    const wrong = this.#wrong.get(phone)
    return wrong ? Math.max(0, wrong.lockedUntil - this.#now()) : 0
  }

  #recent(key: string): number[] {
    const since = this.#now() - HOUR
    return (this.#sent.get(key) ?? []).filter((at) => at > since)
  }

  /**
   * Sends a new code to `phone` ('+91' and 10 digits, checked by the route) for a client at `address`.
   * @returns the answer's `resendAfter`, `expiresIn` (seconds) and `length`
   * @throws OtpRefusal 429 while locked, within 30 s of the last code, or over an hourly limit
   */
  async request(phone: string, address: string): Promise<{ resendAfter: number; expiresIn: number; length: number }> {
    const locked = this.#lockedFor(phone)
    if (locked > 0) throw tooMany(locked)
    const since = this.#now() - (this.#lastSent.get(phone) ?? -Infinity)
    if (since < OTP_RULES.resendMs) {
      const wait = OTP_RULES.resendMs - since
      throw new OtpRefusal(429, `Please wait ${seconds(wait)} seconds before asking for a new code.`, seconds(wait))
    }
    const byPhone = this.#recent(phone)
    const byAddress = this.#recent(`a\n${address}`)
    const full = [
      [byPhone, OTP_RULES.perPhonePerHour],
      [byAddress, OTP_RULES.perAddressPerHour],
    ] as const
    const wait = Math.max(0, ...full.map(([times, max]) => (times.length >= max ? times[0]! + HOUR - this.#now() : 0)))
    if (wait > 0) throw tooMany(wait, 'Too many codes requested.')

    // Counted before the SMS goes (parallel requests cannot slip past a limit); a failed send still counts.
    const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0')
    const now = this.#now()
    this.#put(this.#pending, phone, { digest: this.#digest(phone, code), expiresAt: now + OTP_RULES.expiresMs })
    this.#put(this.#lastSent, phone, now)
    this.#put(this.#sent, phone, [...byPhone, now])
    this.#put(this.#sent, `a\n${address}`, [...byAddress, now])
    await this.sender.send(phone, code)
    return {
      resendAfter: OTP_RULES.resendMs / SECOND,
      expiresIn: OTP_RULES.expiresMs / SECOND,
      length: OTP_RULES.length,
    }
  }

  /**
   * Checks `code` for `phone`; a right one is used up and clears the wrong count.
   * @throws OtpRefusal 429 while locked (the 5th wrong code locks for 15 min), 410 when no live code
   *   (expired, used, never sent), 401 with `attemptsLeft` for a wrong code
   */
  verify(phone: string, code: string): void {
    const locked = this.#lockedFor(phone)
    if (locked > 0) throw tooMany(locked)
    const pending = this.#pending.get(phone)
    if (!pending || pending.expiresAt <= this.#now()) {
      this.#pending.delete(phone)
      throw new OtpRefusal(410, 'This code has expired. Request a new one.')
    }
    if (timingSafeEqual(pending.digest, this.#digest(phone, code))) {
      this.#pending.delete(phone)
      this.#wrong.delete(phone)
      return
    }
    const wrong = this.#wrong.get(phone)
    const count = (wrong && wrong.lockedUntil === 0 ? wrong.count : 0) + 1
    if (count >= OTP_RULES.maxWrong) {
      this.#pending.delete(phone)
      this.#put(this.#wrong, phone, { count, lockedUntil: this.#now() + OTP_RULES.lockMs })
      throw tooMany(OTP_RULES.lockMs)
    }
    this.#put(this.#wrong, phone, { count, lockedUntil: 0 })
    const left = OTP_RULES.maxWrong - count
    throw new OtpRefusal(401, `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`, undefined, left)
  }

  /** Forgets every code, count and lock, and sets the clock back (the test-only reset). */
  clear(): void {
    for (const map of [this.#pending, this.#wrong, this.#sent, this.#lastSent]) map.clear()
    this.#skewMs = 0
  }

  #put<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key)
    if (map.size >= MAX_KEYS) map.delete(map.keys().next().value as string)
    map.set(key, value)
  }
}

function tooMany(waitMs: number, lead = 'Too many attempts.'): OtpRefusal {
  const m = minutes(waitMs)
  return new OtpRefusal(429, `${lead} Try again in ${m} minute${m === 1 ? '' : 's'}.`, seconds(waitMs))
}

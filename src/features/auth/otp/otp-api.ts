import * as v from 'valibot'
import type { Translate } from '@/i18n/i18n'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'

/* The store's `otp` extension (docs/store-api.md): a code by SMS, its check, and a new shopper's name. */

const whole = (min: number, max: number, fallback: number) =>
  v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback), fallback)

/** POST /auth/otp's answer: seconds before a resend (0–600), code life (1–3600 s), digits (4–8); a bad value → default. */
const SentSchema = envelope(
  v.object({ resendAfter: whole(0, 600, 30), expiresIn: whole(1, 3600, 300), length: whole(4, 8, 6) }),
  { bare: true, ownKeys: ['resendAfter', 'expiresIn', 'length'] },
)
export type CodeSent = v.InferOutput<typeof SentSchema>

const TokenSchema = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,4096}$/))
/** POST /auth/otp/verify's answer: the bearer token, and whether the shopper still has to give a name. */
const VerifiedSchema = envelope(
  v.object({ token: TokenSchema, isNewUser: v.fallback(v.optional(v.boolean(), false), false) }),
  { bare: true, ownKeys: ['token'] },
)
export type Verified = v.InferOutput<typeof VerifiedSchema>

/** An error answer's fields, each dropped when not of its type: text ≤ 300 characters, counts 0–1 day. */
const RefusalSchema = v.object({
  message: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300))), undefined),
  error: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300))), undefined),
  attemptsLeft: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))), undefined),
  retryAfter: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(86_400))), undefined),
})

/** POST /auth/otp `{phone}` ('+919876543210'). @throws ApiError */
export const sendCode = (api: ApiClient, phone: string): Promise<CodeSent> =>
  api.post('/auth/otp', { phone }, SentSchema)

/** POST /auth/otp/verify `{phone, code}`. @throws ApiError */
export const verifyCode = (api: ApiClient, phone: string, code: string): Promise<Verified> =>
  api.post('/auth/otp/verify', { phone, code }, VerifiedSchema)

/** PUT /accountInfo `{firstName, lastName, email?}` with `token` (not yet the session's); the answer is not read. @throws ApiError */
export async function saveName(
  api: ApiClient,
  token: string,
  name: { firstName: string; lastName: string; email?: string | undefined },
): Promise<void> {
  try {
    await api.request('PUT', '/accountInfo', v.unknown(), {
      body: name,
      headers: { Authorization: `Bearer ${token}` },
    })
  } catch (error) {
    // A 2xx that is not JSON still saved the name.
    if (error instanceof ApiError && error.kind === 'invalid') return
    throw error
  }
}

/**
 * The text for a failed send or check: offline; 401 with `attemptsLeft` → "Incorrect code. 2 attempts
 * left."; 410 → expired; 429 with `retryAfter` (s, else the Retry-After header) → "Try again in N
 * minutes" (rounded up); any other refusal's own `message` (or `error`) as sent; else `failed`.
 */
export function otpErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('otp.failed')
  if (error.kind === 'network') return t('otp.offline')
  if (error.kind !== 'http') return t('otp.failed')
  const body = v.parse(RefusalSchema, error.body && typeof error.body === 'object' ? error.body : {})
  const own = body.message ?? body.error
  switch (error.status) {
    case 401:
      if (body.attemptsLeft !== undefined) return t('otp.incorrect', { count: body.attemptsLeft })
      return own ?? t('otp.incorrectPlain')
    case 410:
      return t('otp.expired')
    case 429: {
      const seconds = body.retryAfter ?? (error.retryAfterMs !== undefined ? error.retryAfterMs / 1000 : undefined)
      if (seconds !== undefined) return t('otp.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) })
      return own ?? t('otp.failed')
    }
  }
  return (error.status ?? 500) < 500 && own ? own : t('otp.failed')
}

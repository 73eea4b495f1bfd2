import * as v from 'valibot'
import { apiPost } from '@/lib/api-client'
import { fingerprintOf, IDEMPOTENCY_HEADER, isOutcomeUnknown, pendingKey, settleKey } from '@/lib/idempotency'
import { isRecord, toRecord, toText } from '@/lib/schema'
import type { FieldValue } from '../engine/visibility'

// Only a non-blank string is a message, URL or action type here (a number is not), trimmed and clipped.
const text =
  (max: number) =>
  (x: unknown): string | undefined =>
    typeof x === 'string' ? toText(max)(x) || undefined : undefined

/** Form data values are sent as text: primitives as themselves, anything else as JSON. */
const toFormValue = (x: unknown): string =>
  typeof x === 'string'
    ? x
    : typeof x === 'number' || typeof x === 'boolean'
      ? String(x)
      : x == null
        ? ''
        : JSON.stringify(x)

/**
 * POST /payments answer. Lenient: unknown parts are dropped and URLs
 * stay raw text here — they are checked for safe schemes when acted on (resolve-outcome.ts).
 */
export const PaymentResultSchema = v.pipe(
  v.unknown(),
  v.check(isRecord, 'The payment answer is not an object'),
  v.transform((x) => {
    const r = toRecord(x)
    const action = isRecord(r.action) ? r.action : undefined
    const formParams = action ? toRecord(action.formParams) : {}
    return {
      success: r.success === true || r.success === 'true',
      error: text(500)(r.error),
      redirectUrl: text(8192)(r.redirectUrl),
      action: action && {
        type: text(50)(action.type),
        redirectUrl: text(8192)(action.redirectUrl) ?? text(8192)(action.url),
        qr: text(4096)(action.qr),
        qrBase64: text(3_000_000)(action.qrBase64),
        formParams: {
          type: toFormValue(formParams.type).slice(0, 500),
          url: toFormValue(formParams.url).slice(0, 8192),
          data: Object.entries(toRecord(formParams.data))
            .slice(0, 100)
            .map(([k, val]) => [k.slice(0, 200), toFormValue(val).slice(0, 8192)] as [string, string]),
        },
      },
    }
  }),
)
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>

export interface SubmitPaymentOptions {
  /** The store lists the `idempotency` capability: the request carries an `Idempotency-Key`. */
  idempotent?: boolean
}

/**
 * POST /payments `{ fields, orderId }`. To a store that takes keys it sends an `Idempotency-Key`,
 * the same for a repeat of the same payment (order and values) until an answer has been read, so a
 * retry after a lost answer gets the first answer instead of starting a second payment; the key is
 * kept in sessionStorage by a hash of the request, never the values. Any other store gets exactly
 * the contract's request.
 * @throws ApiError (network, http, invalid)
 */
export async function submitPayment(
  orderId: string,
  fields: Record<string, FieldValue>,
  { idempotent = false }: SubmitPaymentOptions = {},
): Promise<PaymentResult> {
  const body = { fields, orderId }
  // Payment providers can be slow to answer: allow longer than the default timeout.
  if (!idempotent) return apiPost('/payments', body, PaymentResultSchema, { timeoutMs: 20_000 })
  const key = pendingKey('payment', fingerprintOf(JSON.stringify(body)))
  try {
    const result = await apiPost('/payments', body, PaymentResultSchema, {
      timeoutMs: 20_000,
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
    settleKey('payment')
    return result
  } catch (error) {
    if (!isOutcomeUnknown(error, true)) settleKey('payment')
    throw error
  }
}

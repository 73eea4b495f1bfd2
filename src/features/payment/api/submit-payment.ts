import * as v from 'valibot'
import { apiPost } from '@/lib/api-client'
import type { FieldValue } from '../engine/visibility'

const text = (max: number) => (x: unknown): string | undefined =>
  typeof x === 'string' && x.trim() !== '' ? x.trim().slice(0, max) : undefined

const record = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {}

/** Form data values are sent as text: primitives as themselves, anything else as JSON. */
const toFormValue = (x: unknown): string =>
  typeof x === 'string' ? x : typeof x === 'number' || typeof x === 'boolean' ? String(x) : x == null ? '' : JSON.stringify(x)

/**
 * POST /payments answer (spec §3 "Payment result"). Lenient: unknown parts are dropped and URLs
 * stay raw text here — they are checked for safe schemes when acted on (resolve-outcome.ts).
 */
export const PaymentResultSchema = v.pipe(
  v.unknown(),
  v.check((x) => !!x && typeof x === 'object' && !Array.isArray(x), 'The payment answer is not an object'),
  v.transform((x) => {
    const r = record(x)
    const action = r.action && typeof r.action === 'object' && !Array.isArray(r.action) ? record(r.action) : undefined
    const formParams = action ? record(action.formParams) : {}
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
          data: Object.entries(record(formParams.data))
            .slice(0, 100)
            .map(([k, val]) => [k.slice(0, 200), toFormValue(val).slice(0, 8192)] as [string, string]),
        },
      },
    }
  }),
)
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>

/** POST /payments `{ fields, orderId }` (spec §7). @throws ApiError (network, http, invalid) */
export function submitPayment(orderId: string, fields: Record<string, FieldValue>): Promise<PaymentResult> {
  // Payment providers can be slow to answer: allow longer than the default timeout.
  return apiPost('/payments', { fields, orderId }, PaymentResultSchema, { timeoutMs: 20_000 })
}

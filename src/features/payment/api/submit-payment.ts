import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'
import { isHttpStatus } from '@/lib/api-error'
import {
  fingerprintOf,
  IDEMPOTENCY_HEADER,
  isOutcomeUnknown,
  isPending,
  pendingKey,
  settleKey,
} from '@/lib/idempotency'
import { isRecord, toRecord, toText } from '@/lib/schema'
import type { FieldValue } from '../engine/visibility'
import { fetchPaymentOrder } from './payment-order'

// Only a non-blank string is a message, URL or action type here (a number is not), trimmed and clipped.
const text =
  (max: number) =>
  (x: unknown): string | undefined =>
    typeof x === 'string' ? toText(max)(x) || undefined : undefined

const toFormValue = (x: unknown): string =>
  typeof x === 'string'
    ? x
    : typeof x === 'number' || typeof x === 'boolean'
      ? String(x)
      : x == null
        ? ''
        : JSON.stringify(x)

/** Lenient: unknown parts dropped; URLs stay raw here and are checked when acted on (resolve-outcome.ts). */
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

/** An earlier payment may have reached the store and the order could not be read: nothing was sent. */
export class PaymentOutcomeUnknownError extends Error {
  override readonly name = 'PaymentOutcomeUnknownError'
}

/** An earlier payment's answer was lost and the order is no longer Pending (paid or cancelled): nothing was sent. */
export class OrderNotPayableError extends Error {
  override readonly name = 'OrderNotPayableError'
  constructor(readonly status: number) {
    super('This order is no longer awaiting payment')
  }
}

/**
 * POST /payments, at most one payment per attempt. Each attempt is noted (sessionStorage, a hash, never the
 * values) until an answer is read; while one is noted the order is read first and paid only if still Pending,
 * since a store may list `idempotency` and ignore the key. Stores that take keys get an Idempotency-Key.
 * @throws ApiError, PaymentOutcomeUnknownError, OrderNotPayableError
 */
export async function submitPayment(
  api: ApiClient,
  orderId: string,
  fields: Record<string, FieldValue>,
  { idempotent = false }: SubmitPaymentOptions = {},
): Promise<PaymentResult> {
  const body = { fields, orderId }
  const attempt = `payment:${orderId}`
  if (isPending(attempt)) {
    let order
    try {
      order = await fetchPaymentOrder(api, orderId)
    } catch (error) {
      if (isHttpStatus(error, 401)) throw error
      throw new PaymentOutcomeUnknownError('The order could not be read to check an earlier payment')
    }
    if (order.status !== 0) {
      settleKey(attempt)
      throw new OrderNotPayableError(order.status)
    }
  }
  const key = pendingKey(attempt, fingerprintOf(JSON.stringify(body)))
  try {
    // Payment providers can be slow to answer: allow longer than the default timeout.
    const result = await api.post('/payments', body, PaymentResultSchema, {
      timeoutMs: 20_000,
      ...(idempotent ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
    })
    settleKey(attempt)
    return result
  } catch (error) {
    if (!isOutcomeUnknown(error, idempotent)) settleKey(attempt)
    throw error
  }
}

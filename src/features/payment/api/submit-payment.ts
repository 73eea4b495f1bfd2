import * as v from 'valibot'
import { apiPost } from '@/lib/api-client'
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
 * An earlier payment of this order may have reached the store and the order could not be read to
 * find out, so nothing was sent: the shopper should check their orders before paying again.
 */
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
 * POST /payments `{ fields, orderId }`, at most one payment per attempt whatever the network or the
 * store does. Each attempt is noted (sessionStorage, by a hash of the request, never the values)
 * before it is sent and forgotten once an answer is read. While an earlier attempt of the order is
 * noted (no answer, a 5xx, an unreadable 2xx), the order's payment state is read first
 * (GET /orders/{id}) — with or without the store's `idempotency` capability, since a store may list
 * it and ignore the key: an order no longer Pending is not paid again, and when the order cannot be
 * read nothing is sent. To a store that takes keys the request carries an `Idempotency-Key`, the
 * same for a repeat of the same payment; any other store gets exactly the contract's request.
 * @throws ApiError (network, http, invalid), PaymentOutcomeUnknownError, OrderNotPayableError
 */
export async function submitPayment(
  orderId: string,
  fields: Record<string, FieldValue>,
  { idempotent = false }: SubmitPaymentOptions = {},
): Promise<PaymentResult> {
  const body = { fields, orderId }
  const attempt = `payment:${orderId}`
  if (isPending(attempt)) {
    let order
    try {
      order = await fetchPaymentOrder(orderId)
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
    const result = await apiPost('/payments', body, PaymentResultSchema, {
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

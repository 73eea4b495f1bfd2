import { Hono } from 'hono'
import * as v from 'valibot'
import { getOrder } from '../data/orders'
import { newPaymentReference, recordPayment } from '../data/payments'
import { getMessages, getPaymentFields, getStoreInfo } from '../data/settings'
import { requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject, requestOrigin } from '../lib/http'
import { idempotent } from '../lib/idempotency'
import { upiPayUrl } from '../lib/upi'
import type { PaymentField } from '../seed/types'
import { orderStatus } from '../../src/domain/order-status'

const PaymentSchema = v.object({
  fields: v.record(
    v.pipe(v.string(), v.maxLength(100)),
    v.union([v.pipe(v.string(), v.maxLength(2000)), v.number(), v.boolean(), v.null()]),
    'fields must map field names to values',
  ),
  orderId: v.pipe(v.string('orderId is required'), v.trim(), v.nonEmpty('orderId is required'), v.maxLength(200)),
})

type FieldValues = v.InferOutput<typeof PaymentSchema>['fields']

const isFilled = (value: FieldValues[string] | undefined) =>
  value !== undefined && value !== null && value !== false && value !== 'false' && String(value).trim() !== ''

/** The first visible required field left empty (the app's rule: showWhenFilled needs one named field filled). */
export function firstMissingField(defs: PaymentField[], values: FieldValues): PaymentField | undefined {
  return defs.find(
    (d) =>
      d.rules.required &&
      (d.showWhenFilled.length === 0 || d.showWhenFilled.some((name) => isFilled(values[name]))) &&
      !isFilled(values[d.name]),
  )
}

/** GET /payments/fields and POST /payments (UPI QR, UPI app deep link, net banking redirect; repeat-safe with an Idempotency-Key). */
export function paymentsRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/fields', async (c) => c.json(await getPaymentFields(db)))
    .post('/', requireAuth(deps), idempotent(deps, 'POST /payments'), async (c) => {
      const input = parseOr400(PaymentSchema, await readJsonObject(c))
      const user = c.get('user')
      const messages = await getMessages(db)
      const order = await getOrder(db, input.orderId)
      if (!order || order.userId !== user.id) throw new ApiError(404, messages.orderNotFound)
      if (!orderStatus(order.status).payable) throw new ApiError(400, messages.orderNotPayable)

      const method = typeof input.fields.paymentMethod === 'string' ? input.fields.paymentMethod : ''
      const missing = firstMissingField(await getPaymentFields(db), input.fields)
      const supported = ['upi_qr', 'upi_app', 'netbanking'].includes(method)
      const payment = await recordPayment(db, {
        orderId: order.id,
        userId: user.id,
        method: method.slice(0, 50) || 'none',
        amount: order.total,
        reference: newPaymentReference(),
        status: supported && !missing ? 'initiated' : 'rejected',
        fields: input.fields,
      })
      if (missing)
        return c.json({ success: false, error: missing.rulesMessages.required ?? `${missing.label} is required` })
      if (!supported) return c.json({ success: false, error: messages.unsupportedPaymentMethod })

      const { storeName } = await getStoreInfo(db)
      const upi = upiPayUrl({ storeName, amount: order.total, orderId: order.id })
      if (method === 'upi_qr') return c.json({ success: true, action: { type: 'qr', qr: upi } })
      if (method === 'upi_app') return c.json({ success: true, action: { type: 'deeplink', redirectUrl: upi } })
      const bankUrl = `${requestOrigin(c)}/api/v1/bank/checkout`
      return c.json({
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: bankUrl,
          formParams: {
            type: 'netbanking',
            url: bankUrl,
            data: { orderId: order.id, amount: order.total.toFixed(2), reference: payment.reference },
          },
        },
      })
    })
}

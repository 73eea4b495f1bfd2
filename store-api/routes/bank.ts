import { Hono, type Context } from 'hono'
import { getOrder, markOrderPaid } from '../data/orders'
import { findPayment, latestOpenPayment, setPaymentStatus } from '../data/payments'
import { getStoreInfo } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { HTML_PAGE_CSP } from '../lib/html'
import { STORE_VPA } from '../lib/upi'
import { bankCheckoutPage, bankErrorPage, upiAppPage } from './bank-pages'

type FormValue = string | File
const MAX_ECHOED_FIELDS = 50

/** Form fields as [name, value] pairs in arrival order; repeated names appear once per value. */
function formEntries(body: Record<string, FormValue | FormValue[]>): [string, string][] {
  return Object.entries(body)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v): [string, string] => [
        name,
        typeof v === 'string' ? v : '[file]',
      ]),
    )
    .slice(0, MAX_ECHOED_FIELDS)
}

const firstValue = (entries: [string, string][], name: string) => entries.find(([k]) => k === name)?.[1] ?? ''

function html(c: Context, body: string, status: 200 | 400 | 404 | 409 = 200) {
  c.header('Content-Security-Policy', HTML_PAGE_CSP)
  c.header('Cache-Control', 'no-store')
  return c.html(body, status)
}

/**
 * The simulated bank and UPI app: HTML pages outside the storefront where the shopper
 * approves or declines, after which they are sent back to the app (APP_ORIGIN).
 */
export function bankRoutes(deps: AppDeps) {
  const { db, appOrigin } = deps
  const ordersUrl = `${appOrigin}/orders`
  return new Hono<AppEnv>()
    .post('/checkout', async (c) => {
      const received = formEntries(await c.req.parseBody({ all: true }))
      const orderId = firstValue(received, 'orderId')
      const payment = await findPayment(db, orderId, firstValue(received, 'reference'))
      if (!payment || payment.status !== 'initiated') {
        return html(
          c,
          bankErrorPage(
            'Payment request not recognised',
            'The bank has no open payment request with these details.',
            ordersUrl,
          ),
          404,
        )
      }
      const { storeName } = await getStoreInfo(db)
      return html(
        c,
        bankCheckoutPage({ storeName, amount: payment.amount, orderId, reference: payment.reference, received }),
      )
    })
    .get('/upi/:orderId', async (c) => {
      const orderId = c.req.param('orderId')
      const payment = await latestOpenPayment(db, orderId)
      if (!payment) {
        return html(
          c,
          bankErrorPage('No payment request', 'There is no open UPI payment request for this order.', ordersUrl),
          404,
        )
      }
      const { storeName } = await getStoreInfo(db)
      return html(
        c,
        upiAppPage({ amount: payment.amount, orderId, reference: payment.reference, payee: storeName, vpa: STORE_VPA }),
      )
    })
    .post('/complete', async (c) => {
      const form = formEntries(await c.req.parseBody({ all: true }))
      const orderId = firstValue(form, 'orderId')
      const decision = firstValue(form, 'decision')
      const payment = await findPayment(db, orderId, firstValue(form, 'reference'))
      if (!payment || payment.status !== 'initiated') {
        return html(
          c,
          bankErrorPage('Payment request not recognised', 'This payment request is not open any more.', ordersUrl),
          400,
        )
      }
      if (decision === 'decline') {
        await setPaymentStatus(db, payment.id, 'declined')
        return c.redirect(`${appOrigin}/orders?payment=declined`, 303)
      }
      if (decision !== 'approve')
        return html(c, bankErrorPage('Unknown decision', 'Choose Approve or Decline.', ordersUrl), 400)
      const order = await getOrder(db, orderId)
      if (!order || !(await markOrderPaid(db, orderId))) {
        await setPaymentStatus(db, payment.id, 'rejected')
        return html(
          c,
          bankErrorPage('Order already settled', 'Only orders awaiting payment can be paid.', ordersUrl),
          409,
        )
      }
      await setPaymentStatus(db, payment.id, 'approved')
      return c.redirect(`${appOrigin}/order-success?orderId=${encodeURIComponent(orderId)}`, 303)
    })
}
